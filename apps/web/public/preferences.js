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
      document.head.appendChild(link);
    }
  } catch {
    // No storage (private mode, blocked): the app applies the settings after start-up.
  }
})();
