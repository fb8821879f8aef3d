import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventBatcher } from './event-batcher.ts';

describe('createEventBatcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the first event at once, then at most one batch per interval', () => {
    const flush = vi.fn<(events: number[]) => void>();
    const batcher = createEventBatcher<number>({ intervalMs: 500, flush });

    batcher.push(1);
    vi.advanceTimersByTime(0);
    expect(flush).toHaveBeenCalledTimes(1);
    expect(flush).toHaveBeenLastCalledWith([1]);

    for (let event = 2; event <= 10; event += 1) {
      batcher.push(event);
      vi.advanceTimersByTime(40);
    }
    // 360 ms after the first flush: the burst waits for the interval to end.
    expect(flush).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(140);
    expect(flush).toHaveBeenCalledTimes(2);
    expect(flush).toHaveBeenLastCalledWith([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('keeps to two flushes a second under a steady stream', () => {
    const flush = vi.fn<(events: number[]) => void>();
    const batcher = createEventBatcher<number>({ intervalMs: 500, flush });
    for (let event = 0; event < 100; event += 1) {
      batcher.push(event);
      vi.advanceTimersByTime(10);
    }
    // 1000 ms of events: the one at once, then one every 500 ms.
    expect(flush).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(500);
    expect(flush.mock.calls.flatMap(([events]) => events)).toHaveLength(100);
  });

  it('drops what is waiting when disposed', () => {
    const flush = vi.fn<(events: number[]) => void>();
    const batcher = createEventBatcher<number>({ intervalMs: 500, flush });
    batcher.push(1);
    batcher.dispose();
    vi.advanceTimersByTime(1000);
    expect(flush).not.toHaveBeenCalled();
  });
});
