import { routeKey, type RouteSpec } from '@kozos/contract';
import { expect } from 'vitest';

/*
 * Authorization matrices (authorization-coverage.test.ts): a row names its route by its entry in
 * the contract's route table (`route: routes.patchEventById`), and its test labels are derived
 * from that entry (`PATCH /api/Event/{id}`), never written by hand. The request each case sends
 * must go to that route, or the row would test one route under another's name and the coverage
 * would count a route nobody called.
 */

/** `/api/Event/{id}` as a pattern of concrete paths (a query may follow). */
function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\?\{[^}]+\\?\}/g, '[^/?]+')}(\\?.*)?$`);
}

/** The rows with the label their test names print: the route's method and path (`$call`). */
export function labelled<Row extends { route: RouteSpec }>(rows: readonly Row[]) {
  return rows.map((row) => ({ ...row, call: routeKey(row.route) }));
}

/** Fails unless `method` and `url` are a request of the route-table entry `route`. */
export function expectRequestOf(route: RouteSpec, method: string | undefined, url: string): void {
  expect(
    { method, matches: pathPattern(route.path).test(url) },
    `${method} ${url} as ${routeKey(route)}`,
  ).toEqual({ method: route.method, matches: true });
}

/**
 * The fixture of each case: a GET changes nothing another case sees, so the read-only cases share
 * one, made when the first of them runs (in any order); every other case gets a fresh one.
 */
export function fixturePerWrite<Fixture>(
  make: () => Promise<Fixture>,
): (route: RouteSpec) => Promise<Fixture> {
  let forReads: Promise<Fixture> | undefined;
  return (route) => (route.method === 'GET' ? (forReads ??= make()) : make());
}
