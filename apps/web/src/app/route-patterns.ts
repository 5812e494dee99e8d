import { matchRoutes, type RouteObject } from 'react-router';

/*
 * A screen's route pattern as the router writes it ("/groups/:id/details", "/"): the key of its
 * help text is `help.<pattern>` (spec §8: help dialogs are keyed by the current path pattern).
 */

function joinPattern(parent: string, path: string | undefined): string {
  if (path === undefined || path === '') return parent;
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** The pattern of the deepest route that matches `pathname`, or null when none does. */
export function routePatternAt(routes: RouteObject[], pathname: string): string | null {
  const matches = matchRoutes(routes, pathname);
  if (!matches) return null;
  return matches.reduce((pattern, { route }) => joinPattern(pattern, route.path), '') || '/';
}

export interface RouteLeaf {
  pattern: string;
  route: RouteObject;
}

/** Every route without children, with its full pattern (the help test walks them). */
export function listRouteLeaves(routes: RouteObject[], parent = ''): RouteLeaf[] {
  return routes.flatMap((route) => {
    const pattern = joinPattern(parent, route.path);
    if (route.children?.length) return listRouteLeaves(route.children, pattern);
    return [{ pattern: pattern || '/', route }];
  });
}

/** The key of a screen's help text. */
export const helpKeyOf = (pattern: string) => `help.${pattern}`;
