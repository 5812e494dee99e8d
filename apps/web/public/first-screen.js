/* global window */
// The signed-in home's first requests, sent while the app's scripts still load (decision 216):
// GET /api/User, the groups and the feed's first page, exactly as the app will ask for them.
// `src/lib/first-screen.ts` hands each answer to the app's API client, which takes it instead of
// sending the same request again and treats it as its own (401 → sign-in, errors, retries).
// A plain file, not a module, so it runs before the app's chunks (CSP: script-src 'self').
(function () {
  if (window.location.pathname !== '/') return;
  var token = null;
  try {
    var session = JSON.parse(window.localStorage.getItem('kozos.session') || 'null');
    if (session && session.isLoggedIn === true && typeof session.token === 'string') {
      token = session.token;
    }
  } catch {
    // Blocked storage or a broken value: the app reads the session itself.
  }
  if (!token) return;
  var params = new URLSearchParams(window.location.search);
  // Mirrors the app's calls: useMeQuery, useGroupChoices and the home feed's first page
  // (usePrefetchHomeFeed; a search or tag filter in the URL is left to the list).
  var urls = ['/api/User', '/api/Group?limit=100&sortBy=name&order=asc'];
  if (!params.has('search') && !params.has('tags')) urls.push('/api/Feed?limit=10');
  var requests = {};
  urls.forEach(function (url) {
    var response = fetch(url, {
      headers: { Accept: 'application/json', Authorization: 'Bearer ' + token },
      credentials: 'same-origin',
    });
    // A failed request is sent again by the app; it is not an unhandled rejection here.
    response.catch(function () {});
    requests[url] = { token: token, sentAt: Date.now(), response: response };
  });
  window.kozosFirstScreen = requests;
})();
