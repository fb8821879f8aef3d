import { type ReactNode, Suspense, useSyncExternalStore } from 'react';

// Hydrating a whole page at once keeps a phone busy in one long task. While the page first hydrates, a part wrapped
// in HydrateLater keeps its server HTML as it is (readable, its links working) and is hydrated right after, in a
// task of its own. This rests on Preact keeping a suspended component's DOM while hydrating (decision 047). Such a
// part must render one element, and nothing in it may call useId: Preact numbers ids in render order, so ids made
// out of the server's order would repeat ids already on the page.

let hydrating = false;
let partsWaiting = 0;
let partsHydrated = true;
const partsListeners = new Set<() => void>();

/** Runs the app's first hydration: parts wrapped in HydrateLater wait only inside it. */
export function hydrateInParts(hydrate: () => void): void {
  hydrating = true;
  partsWaiting = 0;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  if (partsWaiting === 0) return;
  partsHydrated = false;
  // Queued after every waiting part's task, so it runs once they have all hydrated.
  setTimeout(() => {
    partsHydrated = true;
    for (const listener of partsListeners) listener();
  }, 0);
}

function subscribeToParts(listener: () => void): () => void {
  partsListeners.add(listener);
  return () => partsListeners.delete(listener);
}

/**
 * False in a server render and until the first hydration and every part it held back have hydrated: a control in a
 * held-back part shows before it acts.
 */
export function usePageHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToParts,
    () => partsHydrated,
    () => false,
  );
}

/** Resolves in a task of its own, after what the browser has waiting (input, paint). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function WaitWhileHydrating({ children }: { children: ReactNode }) {
  if (hydrating) {
    partsWaiting += 1;
    throw nextTask();
  }
  return children;
}

export function HydrateLater({ children }: { children: ReactNode }) {
  // A boundary each, so that each part is hydrated as soon as its own task comes.
  return (
    <Suspense fallback={null}>
      <WaitWhileHydrating>{children}</WaitWhileHydrating>
    </Suspense>
  );
}
