// The installed app's service worker, served as /sw.js (issue 34). It shows pushed notifications and opens them when
// tapped, keeps the app's shell for use without a network, answers a page asked for offline with /offline.html, and
// caches nothing else: the API's answers are private (`no-store`), and pages always come from the server.
// scripts/service-worker-plugin.ts writes in the shell's files and the build's version.
const build = { version: 'development', shell: [] };
const cacheName = `shell-${build.version}`;
const offlinePage = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(cacheName).then((cache) => cache.addAll(build.shell)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      caches
        .keys()
        .then((names) => Promise.all(names.filter((name) => name !== cacheName).map((name) => caches.delete(name)))),
      // The page's request leaves while the worker starts, instead of after it.
      self.registration.navigationPreload?.enable(),
    ]),
  );
});

// A waiting version takes over when the member chooses 'Reload' (src/web/lib/service-worker.ts).
self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  // A part of a file (Range) is the network's to answer: the cache holds whole ones.
  if (request.method !== 'GET' || request.headers.has('range')) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(answerNavigation(event));
  } else if (url.pathname.startsWith('/assets/') || build.shell.includes(url.pathname)) {
    event.respondWith(answerFromShell(event));
  }
});

async function answerNavigation(event) {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch {
    return (await caches.match(offlinePage)) ?? Response.error();
  }
}

// Built files have their content's hash in their names, so a kept copy is always right. A chunk loaded later than
// the shell (a page's own) is kept as it passes, for the next time without a network.
async function answerFromShell(event) {
  const { request } = event;
  const kept = await caches.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.status === 200 && new URL(request.url).pathname.startsWith('/assets/')) {
    const copy = response.clone();
    event.waitUntil(caches.open(cacheName).then((cache) => cache.put(request, copy)));
  }
  return response;
}

// A push is one notification (src/server/features/push/service.ts): its id, kind, subject, title and text.
self.addEventListener('push', (event) => {
  let news;
  try {
    news = event.data?.json();
  } catch {
    news = undefined;
  }
  // A push must show a notification: one that cannot be read still says where to look.
  if (!news?.title) news = { title: 'Dragon Market', body: 'You have new activity.', id: '', type: '' };
  event.waitUntil(
    self.registration.showNotification(news.title, {
      body: news.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      // A newer push about the same conversation or deal replaces the one still showing.
      tag: news.relatedId ?? news.id,
      data: { id: news.id, type: news.type, related: news.relatedId ?? undefined },
    }),
  );
});

// Tapping opens the page the notification is about, in a window of the app already open where there is one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const query = new URLSearchParams(
    Object.entries(event.notification.data ?? {}).filter(([, value]) => typeof value === 'string'),
  );
  const address = new URL(`/notifications/open?${query}`, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      // Focused first, while the tap still allows it; the window the member last looked at before any other.
      const open = windows.find((client) => client.focused) ?? windows[0];
      return open ? open.focus().then((client) => client.navigate(address)) : self.clients.openWindow(address);
    }),
  );
});
