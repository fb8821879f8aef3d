import type * as SonnerModule from 'sonner';
import { timings } from '#shared/constants.ts';

// The one way the app raises toasts. sonner (~9 KB gzip) is loaded with the first toast rather than with the
// page: most visits raise none. <ToasterHost> (app/toaster-host.tsx) mounts sonner's <Toaster> once it is
// wanted, and sonner shows a toast raised before its <Toaster> subscribed as soon as it does.

export type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | null = null;
const loadListeners = new Set<() => void>();

const notifyLoadListeners = () => {
  for (const listener of loadListeners) listener();
};

/**
 * sonner, loaded once; the first call also tells <ToasterHost> to mount the <Toaster>. A download that fails
 * (offline, a deploy replaced the chunk) is forgotten, so the next toast tries again.
 */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner').catch((error: unknown) => {
      sonner = null;
      notifyLoadListeners();
      throw error;
    });
    notifyLoadListeners();
  }
  return sonner;
}

/** For useSyncExternalStore: whether sonner is asked for (loading or loaded), so the <Toaster> must be on the page. */
export function subscribeSonnerLoad(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => {
    loadListeners.delete(listener);
  };
}

export function isSonnerWanted(): boolean {
  return sonner !== null;
}

function raise(show: (sonnerToast: Sonner['toast']) => void): void {
  loadSonner().then(
    (module) => show(module.toast),
    // A chunk that fails to download (offline, a deploy replaced it) costs the message, not the page.
    (error: unknown) => console.error('Could not load the toasts', error),
  );
}

// Success messages are confirmations the user already expects, so they leave sooner than the 4 s default that the
// <Toaster> applies to everything else (spec: 4 s, 2 s for success).
export const toast = {
  success: (message: string) => raise((show) => show.success(message, { duration: timings.toastSuccessMs })),
  error: (message: string) => raise((show) => show.error(message)),
  info: (message: string) => raise((show) => show.info(message)),
  // A live notification names what happened and says more beneath (a summary of several has nothing more to say);
  // spec: alert and toast last 5 s.
  notification: (title: string, message?: string) =>
    raise((show) => show(title, { description: message, duration: timings.notificationToastMs })),
  // An offer the member acts on when ready: it stays until they choose it or close it.
  action: (message: string, label: string, onClick: () => void) =>
    raise((show) => show(message, { action: { label, onClick }, duration: Number.POSITIVE_INFINITY })),
};
