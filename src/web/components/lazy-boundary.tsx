import { type ReactNode, Suspense, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/** False in a server render and in the browser's first render, which hydrates it; true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * A Suspense boundary for a part loaded after the first paint (React.lazy). A server render shows its fallback,
 * as does the browser's first render, so the two match; the part loads once the page has hydrated, and the page
 * does not wait for its code.
 */
export function LazyBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
