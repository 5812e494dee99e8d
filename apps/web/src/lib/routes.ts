import { routeLines, type Routes } from '@kozos/contract';

/**
 * The route table as the web calls it (decision 135): typed as the whole table, so `api.call`
 * checks params, query, body and answer against the contract's schemas at compile time, but at
 * run time only each operation's method and path, the one thing a call reads. `routeLines` is
 * held to the table's keys, methods and paths by the type checker; the schemas stay on the
 * server and in the screens that validate with them, out of the login route's bundle.
 */
export const routes = routeLines as unknown as Routes;
