import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './reconnect-backoff.ts';

describe('reconnectDelayMs', () => {
  it('starts at 1 s and doubles', () => {
    expect([0, 1, 2, 3, 4].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 16_000]);
  });

  it('stops growing at 30 s', () => {
    expect(reconnectDelayMs(5)).toBe(30_000);
    expect(reconnectDelayMs(50)).toBe(30_000);
    expect(reconnectDelayMs(5000)).toBe(30_000);
  });
});
