import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createAppRouter, preloadScreensAt } from './app/router';
import { initI18n } from './lib/i18n';
import { getSession, watchSessionInOtherTabs } from './lib/session';
import { applyTheme, getTheme, watchSystemTheme } from './lib/theme';
import './index.css';

// Signed out, every path shows the login screen: only a session makes the screens worth loading.
if (getSession().isLoggedIn) preloadScreensAt(window.location.pathname);
applyTheme(getTheme());
watchSystemTheme();
watchSessionInOtherTabs();
// The service worker (push, notification clicks, the offline shell) of the built app; the dev
// server's modules would not match what it keeps.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    console.warn('service worker not registered', error);
  });
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
