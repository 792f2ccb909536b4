// Sets the colour scheme before the first paint, from an external file: the Content Security
// Policy allows no inline script. The user menu stores 'light', 'dark' or 'auto' (follow the
// system) under this key; Mantine's colour scheme manager (src/lib/color-scheme.ts) reads the
// same key once the app starts. Only this preference is stored, never a token.
(function () {
  var stored = null;
  try {
    stored = window.localStorage.getItem('wallet-color-scheme');
  } catch {
    stored = null;
  }
  var dark = stored === 'dark' || (stored !== 'light' && window.matchMedia !== undefined && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
})();
