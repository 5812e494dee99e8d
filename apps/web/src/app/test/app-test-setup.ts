import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { reloadSession, startSession } from '@/lib/session';
import { preloadScreens } from '../lazy-screen';
import '../router';
import { CssStub, NoopResizeObserver } from './fake-api';

/**
 * The per-test set-up of a test that renders the app: jsdom's missing browser APIs stubbed,
 * empty storage, English, and a stored session for user u1 unless `signedIn` is false.
 * `alsoBefore` runs after it (e.g. resetting the theme).
 */
export function setUpAppTest({
  signedIn = true,
  alsoBefore,
}: { signedIn?: boolean; alsoBefore?: () => void } = {}): void {
  // Screens load lazily (decision 020); load them once up front, not inside a test's time.
  beforeAll(preloadScreens, 60_000);

  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoopResizeObserver);
    vi.stubGlobal('CSS', CssStub);
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem('kozos.language', 'en');
    alsoBefore?.();
    reloadSession();
    if (signedIn) startSession('session-token', 'u1');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
