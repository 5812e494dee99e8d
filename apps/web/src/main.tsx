import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createAppRouter, preloadScreensAt } from './app/router';
import { preloadSignedInTexts } from './app/signed-in-texts';
import { initI18n, shownLanguage } from './lib/i18n';
import { getSession, watchSessionInOtherTabs } from './lib/session';
import { applyTheme, getTheme, watchSystemTheme } from './lib/theme';
import './index.css';

// Signed out, every path shows the login screen: only a session makes the screens worth loading.
// Signed in, the screens' code and the signed-in texts load beside the first texts (decision 150).
if (getSession().isLoggedIn) {
  preloadScreensAt(window.location.pathname);
  preloadSignedInTexts(shownLanguage());
}
applyTheme(getTheme());
watchSystemTheme();
watchSessionInOtherTabs();
// The service worker (push, notification clicks, the offline shell) of the built app; the dev
// server's modules would not match what it keeps. Registered once the page has loaded: its
// install fetches the shell's files again, which a phone's first screen should not wait behind.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('service worker not registered', error);
    });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
const i18n = await initI18n();
const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <Providers i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
