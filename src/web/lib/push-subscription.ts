// This browser's push subscription (issue 34): the permission to show notifications, and the PushSubscription to
// the server's VAPID key that the service worker (src/web/service-worker.js) receives pushes through.

export type PushSupport = 'supported' | 'unsupported' | 'denied';

export function readPushSupport(): PushSupport {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

/** The subscription this browser holds, if push is on here. */
export async function findBrowserSubscription(): Promise<PushSubscription | null> {
  if (readPushSupport() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Why push could not be turned on here, in words for the member. */
export class PushSetupError extends Error {}

// The service worker registers once the page is idle (lib/service-worker.ts); a browser that never registers it
// (a private window may refuse) must not leave the button waiting.
const workerWaitMs = 10_000;

/** Asks for permission (from a click: browsers ask only then) and subscribes to the server's key. */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') {
    throw new PushSetupError('Notifications are blocked for this site. Allow them in your browser to turn push on.');
  }
  if (permission !== 'granted')
    throw new PushSetupError('Allow notifications when your browser asks, to turn push on.');
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(
        () =>
          reject(new PushSetupError('This browser could not start push notifications. Reload the page and try again.')),
        workerWaitMs,
      ),
    ),
  ]);
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  });
  return subscription.toJSON();
}
