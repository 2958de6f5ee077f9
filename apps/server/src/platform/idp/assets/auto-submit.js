/* global document -- a browser script, served to the sign-out and redirect pages */
// Sends the form marked with data-auto-submit as soon as the page is parsed (sign-out after a
// valid id_token_hint, redirects). A file rather than an inline script, so that a
// Content-Security-Policy of script-src 'self' allows it. Without JavaScript the button remains.
(function () {
  'use strict';
  var form = document.querySelector('form[data-auto-submit]');
  if (form) form.submit();
})();
