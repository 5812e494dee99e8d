/* global self, caches -- a service worker's globals (not the DOM's) */
/*
 * Közös service worker (decisions 102, 105), served from the root so its scope is the whole
 * app. Plain JavaScript on purpose: it is not bundled, its URL never changes, and the server
 * sends it with `cache-control: no-cache`, so a new build is picked up on the next visit.
 *
 * - push: shows the notification the server rendered (title, body in the user's language),
 *   unless a tab of the app is visible and focused: that tab shows it as a toast (spec §9).
 * - notificationclick: focuses a tab of the app on the notification's path, or opens one.
 * - fetch: the shell and the last-loaded API answers open offline. Navigations and GET /api/
 *   calls go to the network first and are kept; offline, the kept copy answers (marked with
 *   `x-kozos-offline`), or a 503 `offline` when there is none. Built files under /assets/ are
 *   named by their content: cache first. Writes are never answered from here.
 * - photos (issue 25): a photo's variants (`/api/Photo/{id}/{width}.webp`) never change, so
 *   they are served cache first from a cache of their own, the feed's photos with the feed's
 *   kept answers; it holds the last `photoCacheLimit` variants fetched (oldest out first) and
 *   is forgotten at sign-out like the kept answers.
 */

const shellCache = 'kozos-shell-v1';
const dataCache = 'kozos-data-v1';
const photoCache = 'kozos-photos-v1';
/** About 60 cards' photos at a phone's width (~20–60 KB each): a few MB at most. */
const photoCacheLimit = 200;
const photoVariant = /^\/api\/Photo\/[^/]+\/\d+\.webp$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(shellCache)
      .then((cache) =>
        cache.addAll(['/', '/manifest.webmanifest', '/favicon.svg', '/theme-init.js']),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key !== shellCache && key !== dataCache && key !== photoCache)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  // Signing out forgets what the last user loaded.
  if (event.data && event.data.type === 'clear-data') {
    event.waitUntil(Promise.all([caches.delete(dataCache), caches.delete(photoCache)]));
  }
});

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = {};
  }
  const title = payload.title || 'Közös';
  const path =
    typeof payload.path === 'string' && payload.path.startsWith('/') ? payload.path : '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const inFront = tabs.some((tab) => tab.visibilityState === 'visible' && tab.focused);
      if (inFront) return undefined;
      return self.registration.showNotification(title, {
        body: payload.body || '',
        tag: payload.id || undefined,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { path },
      });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.path) || '/';
  const url = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (tabs) => {
      const tab = tabs.find((candidate) => new URL(candidate.url).origin === self.location.origin);
      if (tab) {
        // Navigate first: focusing can be refused, and the path must open either way.
        const shown = await tab.navigate(url);
        await (shown || tab).focus().catch(() => undefined);
        return shown;
      }
      return self.clients.openWindow(url);
    }),
  );
});

function offlineAnswer() {
  return new Response(JSON.stringify({ message: 'offline', status: 503, errors: {} }), {
    status: 503,
    headers: { 'content-type': 'application/json', 'x-kozos-offline': '1' },
  });
}

async function markedOffline(response) {
  const headers = new Headers(response.headers);
  headers.set('x-kozos-offline', '1');
  return new Response(await response.blob(), { status: response.status, headers });
}

async function networkFirst(event, cacheName, fallbackKey) {
  const { request } = event;
  try {
    const response = await fetch(request);
    if (response.ok) {
      // Kept while the page already reads the answer: a slow cache write (a busy phone) must
      // not hold up every screen. The worker stays alive until the write is done.
      const copy = response.clone();
      event.waitUntil(
        caches.open(cacheName).then((cache) => cache.put(fallbackKey || request, copy)),
      );
    }
    return response;
  } catch (error) {
    const kept = await caches.match(fallbackKey || request, { ignoreVary: true });
    if (kept) return markedOffline(kept);
    if (request.mode === 'navigate') throw error;
    return offlineAnswer();
  }
}

async function cacheFirst(event) {
  const { request } = event;
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    event.waitUntil(caches.open(shellCache).then((cache) => cache.put(request, copy)));
  }
  return response;
}

/** Drops the oldest entries past the limit (a cache lists its keys in the order they were put). */
async function trimPhotos() {
  const cache = await caches.open(photoCache);
  const keys = await cache.keys();
  const extra = keys.length - photoCacheLimit;
  if (extra > 0) await Promise.all(keys.slice(0, extra).map((key) => cache.delete(key)));
}

async function photoFirst(event) {
  const { request } = event;
  const cache = await caches.open(photoCache);
  const kept = await cache.match(request);
  if (kept) return kept;
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      event.waitUntil(cache.put(request, copy).then(trimPhotos));
    }
    return response;
  } catch {
    return new Response('', { status: 503, headers: { 'x-kozos-offline': '1' } });
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Every path is the same SPA shell.
    event.respondWith(networkFirst(event, shellCache, '/'));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(event));
    return;
  }
  if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/auth/')) {
    // The live stream is no page to keep.
    if (url.pathname === '/api/Notification/Live') return;
    if (photoVariant.test(url.pathname)) {
      event.respondWith(photoFirst(event));
      return;
    }
    event.respondWith(networkFirst(event, dataCache));
  }
});
