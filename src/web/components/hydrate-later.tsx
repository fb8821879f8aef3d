import { type ReactNode, Suspense } from 'react';

// Hydrating a long list at once keeps a phone busy in one long task. While the page first hydrates, a part wrapped
// in HydrateLater keeps its server HTML as it is (readable, its links working) and is hydrated right after, in a
// task of its own. This rests on Preact keeping a suspended component's DOM while hydrating (decision 047); such a
// part must render one element.

let hydrating = false;

/** Runs the app's first hydration: parts wrapped in HydrateLater wait only inside it. */
export function hydrateInParts(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

/** Resolves in a task of its own, after what the browser has waiting (input, paint). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function WaitWhileHydrating({ children }: { children: ReactNode }) {
  if (hydrating) throw nextTask();
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
