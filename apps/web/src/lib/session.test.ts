import { routes } from '@/lib/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, createApiClient, tokenFrom } from './api-client';
import {
  clearSession,
  getSession,
  reloadSession,
  sessionStorageKey,
  startSession,
  subscribeSession,
  updateSession,
} from './session';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  localStorage.clear();
  reloadSession();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('session store', () => {
  it('persists the session and reads it back after a reload', () => {
    startSession('tok-1', 'u1');
    expect(JSON.parse(localStorage.getItem(sessionStorageKey) ?? '')).toEqual({
      userId: 'u1',
      isLoggedIn: true,
      token: 'tok-1',
    });
    reloadSession();
    expect(getSession()).toEqual({ userId: 'u1', isLoggedIn: true, token: 'tok-1' });
  });

  it('starts logged out without a stored session or with a broken one', () => {
    expect(getSession()).toEqual({ userId: '', isLoggedIn: false, token: null });
    localStorage.setItem(sessionStorageKey, '{"isLoggedIn":true}');
    reloadSession();
    expect(getSession().isLoggedIn).toBe(false);
    localStorage.setItem(sessionStorageKey, 'not json');
    reloadSession();
    expect(getSession().isLoggedIn).toBe(false);
  });

  it('keeps a new token from a password change and learns the user id later', () => {
    startSession('tok-1');
    updateSession({ userId: 'u1' });
    updateSession({ token: 'tok-2' });
    expect(getSession()).toEqual({ userId: 'u1', isLoggedIn: true, token: 'tok-2' });
  });

  it('forgets everything on clear and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    startSession('tok-1', 'u1');
    clearSession();
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(sessionStorageKey)).toBeNull();
    expect(getSession().token).toBeNull();
  });

  it('does not come back to life through updateSession once cleared', () => {
    updateSession({ token: 'tok-9' });
    expect(getSession().isLoggedIn).toBe(false);
  });
});

describe('API client and the session', () => {
  it('sends the stored token as a bearer', async () => {
    const fetch = vi.fn(() => Promise.resolve(jsonResponse(200, { data: { id: 'u1' } })));
    vi.stubGlobal('fetch', fetch);
    startSession('tok-1', 'u1');
    await api.call(routes.getUser);
    const init = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init[1].headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });

  it('drops the session when the token is refused with 401', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', () =>
      Promise.resolve(jsonResponse(401, { message: 'unauthorized', status: 401, errors: {} })),
    );
    startSession('expired', 'u1');
    await expect(api.call(routes.getUser)).rejects.toMatchObject({ status: 401 });
    expect(getSession().isLoggedIn).toBe(false);
    expect(localStorage.getItem(sessionStorageKey)).toBeNull();
  });

  it('keeps the session on other failures', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        jsonResponse(403, { message: 'incorrect_password', status: 403, errors: {} }),
      ),
    );
    startSession('tok-1', 'u1');
    await expect(
      api.call(routes.postUserDelete, { body: { password: 'x' } }),
    ).rejects.toMatchObject({
      status: 403,
    });
    expect(getSession().isLoggedIn).toBe(true);
  });

  it('leaves the bearer out when asked (the OAuth cookie exchange)', async () => {
    const fetch = vi.fn(() => Promise.resolve(jsonResponse(200, { data: { token: 'new' } })));
    const client = createApiClient({ fetch, getToken: () => 'stale' });
    await client.call(routes.postSessionToken, { bearer: false });
    const init = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init[1].headers as Record<string, string>).Authorization).toBeUndefined();
    expect(init[1].credentials).toBe('same-origin');
  });

  it('reads the token of the identity provider from set-auth-token', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ token: 'body-tok', user: { id: 'u1' } }), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'set-auth-token': 'header-tok' },
        }),
      ),
    );
    const client = createApiClient({ baseUrl: '/api/auth/', fetch, getToken: () => null });
    const response = await client.raw<{ token: string }>('POST', 'sign-in/email', {});
    expect(tokenFrom(response)).toBe('header-tok');
    expect(response.body.token).toBe('body-tok');
    const [url] = fetch.mock.calls[0] as unknown as [string];
    expect(url).toBe('/api/auth/sign-in/email');
  });
});
