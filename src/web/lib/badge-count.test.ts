import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './badge-count.ts';

describe('formatBadgeCount', () => {
  it('prints counts up to 99 as they are and caps above', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
  });
});
