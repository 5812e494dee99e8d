import { routes } from '@/lib/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { changeLanguage, createI18n, languageStorageKey } from '@/lib/i18n';
import { reloadSession, startSession } from '@/lib/session';
import { languageReloadDelay, saveLanguage } from './language-reload';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  localStorage.clear();
  reloadSession();
  startSession('tok', 'u1');
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('saving the language in settings', () => {
  it('patches the user, stores the language, and reloads 400 ms after the save', async () => {
    const fetch = vi.fn(() => Promise.resolve(jsonResponse(200, { data: { language: 'hu' } })));
    vi.stubGlobal('fetch', fetch);
    const i18n = createI18n('en');
    const reload = vi.fn();

    await saveLanguage('hu', {
      patch: (body) => api.call(routes.patchUser, { body }),
      apply: (language) => changeLanguage(i18n, language),
      reload,
    });

    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/User');
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe('{"language":"hu"}');
    expect(localStorage.getItem(languageStorageKey)).toBe('hu');
    expect(i18n.language).toBe('hu');

    expect(languageReloadDelay).toBe(400);
    vi.advanceTimersByTime(399);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('neither stores nor reloads when the save fails', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(jsonResponse(400, { message: 'validation_error', status: 400, errors: {} })),
    );
    const reload = vi.fn();
    await expect(
      saveLanguage('hu', {
        patch: (body) => api.call(routes.patchUser, { body }),
        apply: (language) => changeLanguage(createI18n('en'), language),
        reload,
      }),
    ).rejects.toMatchObject({ status: 400 });
    vi.advanceTimersByTime(1000);
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(languageStorageKey)).toBeNull();
  });
});
