// Applies the stored or system theme before the first paint, so a dark page never flashes white.
// A file rather than an inline script so the Content-Security-Policy can forbid inline scripts.
(function () {
  var dark;
  try {
    var stored = localStorage.getItem('theme');
    dark = stored === 'dark' || (stored !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  } catch {
    dark = matchMedia('(prefers-color-scheme: dark)').matches;
  }
  document.documentElement.classList.toggle('dark', dark);
})();
