/*
 * Applies the last display choice of this browser (high contrast, colour theme) before the first
 * paint, so a user who chose them does not see the page flash in the default colours while the
 * app starts. An external script because the Content-Security-Policy allows no inline script.
 * The app writes the choice (lib/display-preferences.ts) once it knows the user's settings.
 */
/* global document */
(function () {
  try {
    var saved = JSON.parse(localStorage.getItem('berufswahl.display') || 'null');
    if (!saved) return;
    if (saved.contrast === true) {
      document.documentElement.classList.add('contrast');
      return;
    }
    if (typeof saved.theme === 'string' && /^[a-z]+$/.test(saved.theme) && saved.theme !== 'original') {
      var link = document.createElement('link');
      link.rel = 'stylesheet';
      link.id = 'theme-stylesheet';
      link.href = '/styleguide/themes/' + saved.theme + '.css';
      // A stylesheet added by a script does not hold back the first paint by itself (only the
      // parser's do): without this the page first shows the default colours, then the theme.
      link.setAttribute('blocking', 'render');
      document.head.appendChild(link);
    }
  } catch {
    // No storage (private mode, blocked): the app applies the settings after start-up.
  }
})();
