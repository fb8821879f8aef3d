import { describe, expect, it } from 'vitest';
import { lockKeys, lockSpaces } from './locks.ts';

describe('advisory lock registry', () => {
  it('gives every lock and space its own key', () => {
    const keys = [...Object.values(lockKeys), ...Object.values(lockSpaces)];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps every key a 32-bit integer, as the two-key lock functions take', () => {
    for (const key of Object.values(lockSpaces)) expect(key).toBe(key | 0);
  });
});
