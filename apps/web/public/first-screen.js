/* global window, document */
// The signed-in home's first requests, sent while the app's scripts still load (decision 216):
// GET /api/User, the groups and the feed's first page, exactly as the app will ask for them, and
// the shown language's published text edits. `src/lib/first-screen.ts` hands each answer to the
// app, which takes it instead of sending the same request again and treats it as its own (401 →
// sign-in, errors, retries). The screens' and texts' files the entry would load only once it has
// run (index.html lists them, vite.config.ts) are asked for now as well, as modulepreloads.
// A plain file, not a module, so it runs before the app's chunks (CSP: script-src 'self').
(function () {
  if (window.location.pathname !== '/') return;
  var storage = null;
  var token = null;
  try {
    storage = window.localStorage;
    var session = JSON.parse(storage.getItem('kozos.session') || 'null');
    if (session && session.isLoggedIn === true && typeof session.token === 'string') {
      token = session.token;
    }
  } catch {
    // Blocked storage or a broken value: the app reads the session itself.
  }
  if (!token) return;

  // Mirrors shownLanguage() in src/lib/i18n.ts: the stored choice, the browser's, else English.
  var languages = ['hu', 'en'];
  var candidates = [storage.getItem('kozos.language')].concat(window.navigator.languages || []);
  var language = 'en';
  for (var i = 0; i < candidates.length; i++) {
    var base = String(candidates[i] || '')
      .toLowerCase()
      .split('-')[0];
    if (languages.indexOf(base) !== -1) {
      language = base;
      break;
    }
  }

  var files = { start: [], texts: {} };
  try {
    var data = document.getElementById('kozos-first-screen');
    if (data) files = JSON.parse(data.textContent || '');
  } catch {
    // A development build has no list: the entry loads the files itself.
  }
  files.start.concat(files.texts[language] || []).forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  });

  var params = new URLSearchParams(window.location.search);
  // Mirrors the app's calls: useMeQuery, useGroupChoices and the home feed's first page
  // (usePrefetchHomeFeed; a search or tag filter in the URL is left to the list).
  var signedIn = ['/api/User', '/api/Group?limit=100&sortBy=name&order=asc'];
  if (!params.has('search') && !params.has('tags')) signedIn.push('/api/Feed?limit=10');
  var requests = {};
  var send = function (url, bearer) {
    var headers = { Accept: 'application/json' };
    if (bearer) headers.Authorization = 'Bearer ' + bearer;
    var response = fetch(url, { headers: headers, credentials: 'same-origin' });
    // A failed request is sent again by the app; it is not an unhandled rejection here.
    response.catch(function () {});
    requests[url] = { token: bearer, sentAt: Date.now(), response: response };
  };
  signedIn.forEach(function (url) {
    send(url, token);
  });
  var feed = requests['/api/Feed?limit=10'];
  if (feed) feed.response.then(preloadLeadPhoto, function () {});
  // fetchOverrides() in src/lib/i18n.ts: anonymous, as the texts are the same for everyone.
  send('/api/Translation?language=' + language, null);
  window.kozosFirstScreen = requests;

  // The feed's first card's photo is the largest paint (decision 227): asked for once the feed
  // answers, not once the app has rendered it. Mirrors ItemPhotos/PhotoImage: the same srcset
  // and sizes (widths up to 640 below 800 px), so the browser picks the same file for the <img>.
  function srcset(photo, widths) {
    return widths
      .map(function (width) {
        return '/api/Photo/' + encodeURIComponent(photo.id) + '/' + width + '.webp ' + width + 'w';
      })
      .join(', ');
  }
  function preloadImage(photo, widths, media) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.setAttribute('imagesrcset', srcset(photo, widths));
    link.setAttribute('imagesizes', '(max-width: 840px) calc(100vw - 72px), 740px');
    link.setAttribute('fetchpriority', 'high');
    if (media) link.setAttribute('media', media);
    document.head.appendChild(link);
  }
  function preloadLeadPhoto(response) {
    if (!response.ok) return;
    response
      .clone()
      .json()
      .then(function (body) {
        var first = body && Array.isArray(body.data) ? body.data[0] : null;
        var photos = first && first.data && first.data.photos;
        var photo = Array.isArray(photos) ? photos[0] : null;
        if (!photo || !Array.isArray(photo.widths) || photo.widths.length === 0) return;
        var phone = photo.widths.filter(function (width) {
          return width <= 640;
        });
        if (phone.length > 0 && phone.length < photo.widths.length) {
          preloadImage(photo, phone, '(max-width: 799px)');
          preloadImage(photo, photo.widths, '(min-width: 800px)');
        } else preloadImage(photo, photo.widths, null);
      })
      .catch(function () {});
  }
})();
