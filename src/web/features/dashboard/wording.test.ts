import { describe, expect, it } from 'vitest';
import { englishIntl as intl } from '#web/test/english.ts';
import {
  describeCompletedDeals,
  describePending,
  describeRejected,
  formatCoins,
  formatMonth,
  toDisplayAmount,
  truncateTitle,
} from './wording.ts';

describe('dashboard wording', () => {
  it('names a UTC month whatever the local time zone', () => {
    expect(formatMonth('2026-01', intl)).toBe('Jan 2026');
    expect(formatMonth('2025-12', intl)).toBe('Dec 2025');
  });

  it('scales cents to the display currency with its decimals', () => {
    expect(toDisplayAmount(12050, 'USD')).toBe(120.5);
    expect(toDisplayAmount(10000, 'EUR')).toBe(92);
    expect(toDisplayAmount(1001, 'JPY')).toBe(1500);
    expect(toDisplayAmount(0, 'GBP')).toBe(0);
  });

  it('words coins and counts with their plurals', () => {
    expect(formatCoins(1200, intl)).toBe('1,200 DC');
    expect(describePending(1, intl)).toBe('You have 1 listing awaiting approval');
    expect(describePending(3, intl)).toBe('You have 3 listings awaiting approval');
    expect(describeRejected(1, intl)).toBe('1 listing was rejected');
    expect(describeRejected(2, intl)).toBe('2 listings were rejected');
    expect(describeCompletedDeals(1, intl)).toBe('1 completed deal');
    expect(describeCompletedDeals(0, intl)).toBe('0 completed deals');
  });

  it('shortens long titles only', () => {
    expect(truncateTitle('Guitar lessons')).toBe('Guitar lessons');
    expect(truncateTitle('Professional dog walking in the park')).toBe('Professional do…');
    expect(truncateTitle('Exactly sixteen!')).toBe('Exactly sixteen!');
  });
});
