import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '@kozos/contract';
import { createI18n } from '@/lib/i18n';
import { reloadSession, startSession } from '@/lib/session';
import { Providers } from '../providers';
import { routes } from '../router';
import { appRedirect, onboardingRedirect } from './guard-rules';

const me: MeResponse = {
  id: 'u1',
  name: 'Anna',
  username: 'anna',
  email: 'anna@example.hu',
  phone: '',
  company: '',
  language: 'en',
  dateFormat: '',
  currency: 'HUF',
  isOfferReportEnabled: false,
  isNotificationEnabled: true,
  tags: '',
  primeRole: null,
  isAdmin: false,
  creationTime: '2026-01-01T00:00:00.000Z',
};

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The server at the fetch boundary: GET /api/User answers `user`, or 401 without one. */
function fakeServer(user: MeResponse | null) {
  vi.stubGlobal('fetch', (input: string) => {
    if (input === '/api/User')
      return Promise.resolve(
        user
          ? jsonResponse(200, { data: user })
          : jsonResponse(401, { message: 'unauthorized', status: 401, errors: {} }),
      );
    if (input === '/api/AuthConfig')
      return Promise.resolve(
        jsonResponse(200, { data: { googleEnabled: false, passwordMinLength: 6 } }),
      );
    return Promise.resolve(jsonResponse(418, { message: 'teapot', status: 418, errors: {} }));
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers i18n={createI18n('en')}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

// jsdom has no ResizeObserver; Radix radio groups measure their items with it.
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('kozos.language', 'en');
  reloadSession();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('route guards', () => {
  it('shows the login screen in place of an app path while logged out', async () => {
    fakeServer(null);
    const router = renderAt('/offers');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/offers');
  });

  it('shows the login screen when the stored token is refused', async () => {
    fakeServer(null);
    startSession('expired', 'u1');
    renderAt('/settings');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(localStorage.getItem('kozos.session')).toBeNull();
  });

  it('sends a signed-in user without a username to /start from any app path', async () => {
    fakeServer({ ...me, username: null });
    startSession('tok', 'u1');
    const router = renderAt('/offers');
    expect(await screen.findByRole('button', { name: 'Get started' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/start');
  });

  it('sends a user with a username away from /start to /', async () => {
    fakeServer(me);
    startSession('tok', 'u1');
    const router = renderAt('/start/role');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets the flow that just set the username finish its role steps', async () => {
    fakeServer(me);
    startSession('tok', 'u1');
    localStorage.setItem('kozos.onboarding', JSON.stringify({ userId: 'u1', path: '/start/role' }));
    const router = renderAt('/start/role');
    expect(await screen.findByRole('radio', { name: 'Consumer' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/start/role');
  });

  it('opens the app for a user with a username', async () => {
    fakeServer(me);
    startSession('tok', 'u1');
    renderAt('/settings');
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeTruthy();
  });
});

describe('guard rules', () => {
  it('decide redirects from the username and the onboarding flag', () => {
    expect(appRedirect({ username: null })).toBe('/start');
    expect(appRedirect({ username: 'anna' })).toBeNull();
    expect(appRedirect({ username: 'anna' }, '/start/role')).toBe('/start/role');
    expect(appRedirect({ username: null }, '/start/role')).toBe('/start');
    expect(onboardingRedirect({ username: null }, false)).toBeNull();
    expect(onboardingRedirect({ username: 'anna' }, false)).toBe('/');
    expect(onboardingRedirect({ username: 'anna' }, true)).toBeNull();
  });
});
