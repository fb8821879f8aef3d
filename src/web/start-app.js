// Loads the app's scripts, which the build keeps in the template #app-scripts (vite.config.ts). A page the server
// rendered can be read without them, so there they wait until the page has painted and its lead picture has
// arrived: on a phone they would otherwise hold back that paint and share the network with the picture.
// Written into index.html at build time; the Content-Security-Policy allows it by its hash.
(function () {
  var scripts = document.getElementById('app-scripts');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // Cloned rather than moved: scripts the parser read inside a template never run when moved.
    document.head.appendChild(document.importNode(scripts.content, true));
  }
  if (!scripts) return;
  // A hidden tab paints nothing to wait for.
  if (!document.getElementById('root').firstChild || document.visibilityState === 'hidden') return start();
  // Whatever happens to the paint or the picture, the page comes alive.
  setTimeout(start, 3000);

  var waiting = 2;
  function startAfterFrame() {
    if (--waiting > 0) return;
    // After the frame that shows the picture, not just after it has arrived.
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  var picture = document.querySelector('img[fetchpriority="high"]');
  if (picture && !picture.complete) {
    picture.addEventListener('load', startAfterFrame);
    picture.addEventListener('error', startAfterFrame);
  } else startAfterFrame();

  var observable = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes;
  if (!observable || observable.indexOf('paint') === -1) return startAfterFrame();
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    startAfterFrame();
  }).observe({ type: 'paint', buffered: true });
})();
