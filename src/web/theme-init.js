// Applies the stored or system theme before the first paint, so a dark page never flashes white.
// Written into index.html at build time (vite.config.ts); the Content-Security-Policy allows it by its hash.
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
