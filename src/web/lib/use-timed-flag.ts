import { useCallback, useEffect, useState } from 'react';

/** A flag that switches itself off after `ms` (spec: success banners vanish after 3 s). */
export function useTimedFlag(ms: number): [boolean, () => void] {
  // A counter rather than a boolean, so showing again restarts the countdown.
  const [shownAt, setShownAt] = useState(0);

  useEffect(() => {
    if (shownAt === 0) return;
    const timer = setTimeout(() => setShownAt(0), ms);
    return () => clearTimeout(timer);
  }, [shownAt, ms]);

  const show = useCallback(() => setShownAt((count) => count + 1), []);
  return [shownAt !== 0, show];
}
