import { describe, expect, it } from 'vitest';
import { FeedError, readFeed } from './feed.ts';

const now = Date.parse('2026-12-01T10:00:00Z');

describe('readFeed', () => {
  it('reads ExchangeRate-API’s open access feed: the display currencies’ rates, as of its time', () => {
    const feed = readFeed(
      {
        result: 'success',
        time_last_update_unix: now / 1000 - 3600,
        base_code: 'USD',
        rates: { USD: 1, EUR: 0.92, JPY: 149.8, XAU: 0.0004, ABC: 2 },
      },
      now,
    );
    expect(feed.asOf).toEqual(new Date(now - 3600_000));
    expect([...feed.rates]).toEqual([
      ['EUR', 0.92],
      ['JPY', 149.8],
    ]);
  });

  it('reads the older shape too ("base", "time_last_updated"), and no time as now', () => {
    expect(readFeed({ base: 'USD', time_last_updated: now / 1000 - 60, rates: { GBP: 0.78 } }, now).asOf).toEqual(
      new Date(now - 60_000),
    );
    expect(readFeed({ base: 'USD', rates: { GBP: 0.78 } }, now).asOf).toEqual(new Date(now));
  });

  it('never dates rates after now, whatever the feed’s clock says', () => {
    expect(readFeed({ base: 'USD', time_last_update_unix: now / 1000 + 86_400, rates: { GBP: 1 } }, now).asOf).toEqual(
      new Date(now),
    );
  });

  it('leaves out a broken rate and keeps the others', () => {
    const feed = readFeed({ base: 'USD', rates: { EUR: 'x', GBP: 0, CHF: -1, JPY: Infinity, CAD: 1.37 } }, now);
    expect([...feed.rates]).toEqual([['CAD', 1.37]]);
  });

  it.each([
    ['not an object', 'rates'],
    ['an error result', { result: 'error', 'error-type': 'unsupported-code' }],
    ['another base', { base_code: 'EUR', rates: { USD: 1.08 } }],
    ['USD not at 1', { base: 'USD', rates: { USD: 1.1, EUR: 0.9 } }],
    ['no rates', { base: 'USD' }],
    ['no usable rate', { base: 'USD', rates: { EUR: null, XYZ: 1 } }],
  ])('refuses %s', (_, body) => {
    expect(() => readFeed(body, now)).toThrow(FeedError);
  });
});
