import { describe, expect, it } from 'vitest';
import { englishIntl as intl } from '#web/test/english.ts';
import { describeResponseTime } from './response-time.ts';

describe('describeResponseTime', () => {
  it('puts the median reply delay in words', () => {
    expect(describeResponseTime(0, intl)).toBe('Usually replies within an hour');
    expect(describeResponseTime(60 * 60, intl)).toBe('Usually replies within an hour');
    expect(describeResponseTime(60 * 60 + 1, intl)).toBe('Usually replies within a few hours');
    expect(describeResponseTime(20 * 60 * 60, intl)).toBe('Usually replies within a day');
    expect(describeResponseTime(2 * 24 * 60 * 60, intl)).toBe('Usually replies within a few days');
    expect(describeResponseTime(9 * 24 * 60 * 60, intl)).toBe('Usually takes more than a few days to reply');
  });

  it('says so when there is too little to tell', () => {
    expect(describeResponseTime(null, intl)).toBe('Not enough messages yet to tell how fast they reply');
  });
});
