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

// Why push could not be turned on here, by message id.
const setupMessages = {
  blocked: 'components.pushSetup.blocked',
  notAllowed: 'components.pushSetup.notAllowed',
  noWorker: 'components.pushSetup.noWorker',
} as const;

/** Why push could not be turned on here: `messageId` words it for the member. */
export class PushSetupError extends Error {
  readonly messageId: (typeof setupMessages)[keyof typeof setupMessages];

  constructor(reason: keyof typeof setupMessages) {
    super(`Push could not be turned on: ${reason}`);
    this.messageId = setupMessages[reason];
  }
}

// The service worker registers once the page is idle (lib/service-worker.ts); a browser that never registers it
// (a private window may refuse) must not leave the button waiting.
const workerWaitMs = 10_000;

/** Asks for permission (from a click: browsers ask only then) and subscribes to the server's key. */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') {
    throw new PushSetupError('blocked');
  }
  if (permission !== 'granted') throw new PushSetupError('notAllowed');
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) => setTimeout(() => reject(new PushSetupError('noWorker')), workerWaitMs)),
  ]);
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  });
  return subscription.toJSON();
}
