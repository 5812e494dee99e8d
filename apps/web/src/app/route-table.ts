import type { RouteObject } from 'react-router';

/*
 * The app's route tree, handed over by router.tsx when it is built, so the help dialog (a chunk
 * of its own) finds route patterns without importing the router module. Kept apart from
 * route-patterns.ts so the login route carries only these lines.
 */
let routeTable: RouteObject[] = [];

export function setRouteTable(routes: RouteObject[]): void {
  routeTable = routes;
}

export function getRouteTable(): RouteObject[] {
  return routeTable;
}
