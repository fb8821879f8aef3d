type EventBatcherOptions<T> = {
  /** The shortest time between two flushes. */
  intervalMs: number;
  flush: (events: T[]) => void;
};

export type EventBatcher<T> = { push: (event: T) => void; dispose: () => void };

/**
 * Collects events and hands them over in batches, at most one batch per interval: a burst of events costs one
 * refresh, not one each. The first event after a quiet spell goes out at once (on the next tick).
 */
export function createEventBatcher<T>({ intervalMs, flush }: EventBatcherOptions<T>): EventBatcher<T> {
  let queue: T[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastFlushAt = -Infinity;

  const flushNow = () => {
    timer = null;
    lastFlushAt = Date.now();
    const events = queue;
    queue = [];
    flush(events);
  };

  return {
    push(event) {
      queue.push(event);
      if (timer !== null) return;
      timer = setTimeout(flushNow, Math.max(0, lastFlushAt + intervalMs - Date.now()));
    },
    dispose() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      queue = [];
    },
  };
}
