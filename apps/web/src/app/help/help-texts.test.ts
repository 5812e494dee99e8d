import { isValidElement } from 'react';
import { Navigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en';
import enSignedIn from '@/locales/en/signed-in';
import hu from '@/locales/hu';
import huSignedIn from '@/locales/hu/signed-in';
import { routes } from '../router';
import { helpKeyOf, listRouteLeaves, routePatternAt, type RouteLeaf } from '../route-patterns';

/** Routes that draw no screen of their own, with the reason. */
const notScreens = new Map([['/test/error', 'throws on purpose to show the error fallback']]);

function isScreen({ pattern, route }: RouteLeaf): boolean {
  if (notScreens.has(pattern)) return false;
  const element: unknown = route.element;
  const drawn = element !== undefined || route.Component !== undefined || route.lazy !== undefined;
  // A redirect (a loader that redirects, or <Navigate>) is not a screen.
  if (!drawn) return false;
  return !(isValidElement(element) && element.type === Navigate);
}

const texts = { en: { ...en, ...enSignedIn }, hu: { ...hu, ...huSignedIn } };
const screens = listRouteLeaves(routes).filter(isScreen);

describe('help texts', () => {
  it('cover a screen list that knows the app', () => {
    const patterns = screens.map((screen) => screen.pattern);
    expect(patterns).toEqual(
      expect.arrayContaining(['/', '/groups/:id/details', '/register', '/*']),
    );
    // Redirects and the deliberate error route are left out.
    expect(patterns).not.toContain('/start/*');
    expect(patterns).not.toContain('/test/error');
  });

  it.each(screens.map((screen) => screen.pattern))(
    'exist for %s in English and Hungarian',
    (pattern) => {
      const key = helpKeyOf(pattern);
      expect(texts.en[key]?.trim(), `${key} in en`).toBeTruthy();
      expect(texts.hu[key]?.trim(), `${key} in hu`).toBeTruthy();
    },
  );

  it('are found by the path being shown', () => {
    expect(routePatternAt(routes, '/groups/3f2a/details')).toBe('/groups/:id/details');
    expect(routePatternAt(routes, '/')).toBe('/');
    expect(routePatternAt(routes, '/start/role/distributor/2')).toBe('/start/role/distributor/2');
    expect(routePatternAt(routes, '/no/such/screen')).toBe('/*');
  });
});
