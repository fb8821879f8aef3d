import { formatAppMessage } from '#web/lib/i18n.tsx';
import { toast } from '#web/lib/toast.ts';

// The installed app's service worker (src/web/service-worker.js, built as /sw.js). Registered once the page has
// loaded and the browser is idle, so that it never competes with a first visit. A new version installs beside the
// running one and waits: the member is offered a reload, and the page reloads once the new version has taken over.

const updateCheckMs = 60 * 60 * 1000;

type ServiceWorkerHost = Pick<ServiceWorkerContainer, 'register' | 'addEventListener' | 'controller'>;

export function registerServiceWorker(
  container: ServiceWorkerHost | undefined = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): void {
  if (!container) return;
  const start = () => {
    container.register('/sw.js').then(
      // Playwright's blocked registration (playwright.config.ts) resolves with nothing.
      (registration: ServiceWorkerRegistration | undefined) => {
        if (registration) watchForUpdates(registration, container, reload);
      },
      // Without it the app works as before, only not offline.
      () => undefined,
    );
  };
  if (document.readyState === 'complete') requestIdle(start);
  else window.addEventListener('load', () => requestIdle(start), { once: true });
}

export function watchForUpdates(
  registration: ServiceWorkerRegistration,
  container: ServiceWorkerHost,
  reload: () => void,
): void {
  let chosen = false;
  const offer = (worker: ServiceWorker) => {
    // The first version installed is not an update: nothing was running before it.
    if (!container.controller) return;
    // Raised by the browser's events, outside React: in the language the app shows then.
    toast.action(
      formatAppMessage('components.serviceWorker.newVersion'),
      formatAppMessage('components.serviceWorker.reload'),
      () => {
        chosen = true;
        worker.postMessage('skip-waiting');
      },
    );
  };
  // Another tab's choice also brings this tab the new version, but only the tab that chose reloads by itself.
  container.addEventListener('controllerchange', () => {
    if (chosen) reload();
  });
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
  // A tab left open for days still learns of a deploy.
  setInterval(() => void registration.update().catch(() => undefined), updateCheckMs);
}

function requestIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback);
  else setTimeout(callback, 1000);
}
