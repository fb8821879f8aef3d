import { options } from 'preact';
import { type ReactNode, Suspense, useId, useState, useSyncExternalStore } from 'react';

// Hydrating a whole page at once keeps a phone busy in one long task. While the page hydrates, a part wrapped in
// HydrateLater keeps its server HTML as it is (readable, its links working) and is hydrated after, in a task of its
// own; a part inside a held-back part waits for a task of its own in turn. This rests on Preact keeping a suspended
// component's DOM while hydrating (decision 047). Such a part must render one element.

/** One part: whether it has been held back yet, and the counter its ids are numbered from. */
type Part = { held: boolean; ids: [string, number] };

let hydrating = false;
let partsWaiting = 0;
let partsHydrated = true;
const partsListeners = new Set<() => void>();

// Preact numbers useId's ids from a counter on the render's root vnode, found by walking up from the component.
// A held-back part renders after the rest of the page in the browser, but in place on the server, so counting on
// from the root would number its ids differently. A part's ids count from its own counter instead, kept on its vnode
// (Preact's mangled `__m`, as preact/hooks reads it) and named after the part's own id, which the part takes in page
// order on both sides. Set before a vnode renders (`__b`), in the browser and in the server's string renderer alike.
type PreactVNode = { type: unknown; props: { part?: Part }; __m?: [string, number] };
const preactOptions = options as unknown as { __b?: (vnode: PreactVNode) => void };
const beforeDiff = preactOptions.__b;
preactOptions.__b = (vnode) => {
  if (vnode.type === WaitForOwnTask && vnode.props.part) vnode.__m = vnode.props.part.ids;
  beforeDiff?.(vnode);
};

/** A server-rendered page is starting: until it has hydrated, parts and all, usePageHydrated reads false. */
export function expectHydration(): void {
  partsHydrated = false;
}

/** Runs the app's first hydration: parts wrapped in HydrateLater wait, in turn, until it and they are done. */
export function hydrateInParts(hydrate: () => void): void {
  hydrating = true;
  partsWaiting = 0;
  partsHydrated = false;
  try {
    hydrate();
  } finally {
    endWhenNoPartWaits();
  }
}

// A part hydrates in the microtasks after its task, and may hold back parts of its own there: whether any still wait
// is asked in the next task.
function endWhenNoPartWaits(): void {
  setTimeout(() => {
    if (partsWaiting > 0 || !hydrating) return;
    hydrating = false;
    partsHydrated = true;
    for (const listener of partsListeners) listener();
  }, 0);
}

function waitForNextTask(): Promise<void> {
  partsWaiting += 1;
  return nextTask().then(() => {
    partsWaiting -= 1;
    if (partsWaiting === 0) endWhenNoPartWaits();
  });
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

/** Resolves once the page and every part it held back have hydrated (at once in a page the browser rendered). */
export function whenPageHydrated(): Promise<void> {
  if (partsHydrated) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = subscribeToParts(() => {
      stop();
      resolve();
    });
  });
}

/** Resolves in a task of its own, after what the browser has waiting (input, paint). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function WaitForOwnTask({ part, children }: { part: Part; children: ReactNode }) {
  // Once only: a part that has rendered renders again at once, or its content would give way to the fallback.
  if (hydrating && !part.held) {
    part.held = true;
    throw waitForNextTask();
  }
  return children;
}

export function HydrateLater({ children }: { children: ReactNode }) {
  const id = useId();
  // Kept here: the component that suspends starts afresh when it renders again.
  const [part] = useState<Part>(() => ({ held: false, ids: [id.slice(1), 0] }));
  // A boundary each, so that each part is hydrated as soon as its own task comes.
  return (
    <Suspense fallback={null}>
      <WaitForOwnTask part={part}>{children}</WaitForOwnTask>
    </Suspense>
  );
}
