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

export class PushPermissionError extends Error {
  constructor() {
    super('Notifications are blocked for this site. Allow them in your browser to turn push on.');
  }
}

/** Asks for permission (from a click: browsers ask only then) and subscribes to the server's key. */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushPermissionError();
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  });
  return subscription.toJSON();
}
