import { expect } from 'vitest';

/*
 * Authorization matrices (authorization-coverage.test.ts): a row names its route as the OpenAPI
 * document writes it (`PATCH /api/Event/{id}`), and its test labels are that name. The request
 * each case sends must go to that route, or the row would test one route under another's name
 * and the coverage would count a route nobody called.
 */

/** `/api/Event/{id}` as a pattern of concrete paths (a query may follow). */
function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\?\{[^}]+\\?\}/g, '[^/?]+')}(\\?.*)?$`);
}

/** Fails unless `method` and `url` are a request of `route` (`METHOD /api/Path/{param}`). */
export function expectRequestOf(route: string, method: string | undefined, url: string): void {
  const [routeMethod = '', path = ''] = route.split(' ');
  expect({ method, matches: pathPattern(path).test(url) }, `${method} ${url} as ${route}`).toEqual({
    method: routeMethod,
    matches: true,
  });
}
