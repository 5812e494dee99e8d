/* global window, document */
// Applies the stored theme before React loads, so a dark choice never flashes light.
// Mirrors applyTheme() in src/lib/theme.ts; kept tiny because it blocks first paint.
(function () {
  var choice = 'system';
  try {
    var stored = window.localStorage.getItem('kozos.theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') choice = stored;
  } catch {
    // Storage can be blocked (privacy mode); the default applies.
  }
  var dark =
    choice === 'dark' ||
    (choice === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.setAttribute('data-theme', choice);
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
