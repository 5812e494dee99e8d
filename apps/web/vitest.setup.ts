import { cleanup, configure } from '@testing-library/react';
import { afterAll, vi } from 'vitest';
import { markSignedInTextsLoaded } from '@/app/signed-in-texts';
import { registerLanguage } from '@/lib/i18n';
import en from '@/locales/en';
import enSignedIn from '@/locales/en/signed-in';
import hu from '@/locales/hu';
import huSignedIn from '@/locales/hu/signed-in';

// Screens wait for the session's user before their own requests, and a first visit imports
// the screen's modules; on a loaded CI machine (server, web and contract tests side by side)
// that took up to 10 s (the test limit is 20 s, vitest.config.ts).
configure({ asyncUtilTimeout: 10_000 });

// The app loads one language on demand (lib/i18n.ts), and the signed-in areas after sign-in;
// tests switch freely, so both languages are here whole.
registerLanguage('en', { ...en, ...enSignedIn });
registerLanguage('hu', { ...hu, ...huSignedIn });
markSignedInTextsLoaded('en');
markSignedInTextsLoaded('hu');

// Test files share their worker's modules and document (vitest.config.ts, decision 203): what a
// file leaves behind is taken away before the next one starts.
afterAll(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});
