import { describe, expect, it } from 'vitest';
import { formatPrice, type Price } from './price.ts';

const price = (p: Partial<Price>): Price => ({ cashCents: null, coins: null, unit: 'fixed', note: null, ...p });

describe('formatPrice', () => {
  it('shows cash in the display currency with its unit', () => {
    expect(formatPrice(price({ cashCents: 5000, unit: 'hour' }), 'EUR')).toBe('€46.00 / hour');
    expect(formatPrice(price({ cashCents: 2500 }))).toBe('$25.00');
    expect(formatPrice(price({ cashCents: 1000, unit: 'item' }), 'JPY')).toBe('¥1,498 / item');
    expect(formatPrice(price({ cashCents: 10000 }), 'GBP')).toBe('£78.00');
  });

  it('shows coins as they are, whatever the currency', () => {
    expect(formatPrice(price({ coins: 50 }), 'EUR')).toBe('50 DC');
    expect(formatPrice(price({ coins: 2500, unit: 'hour' }), 'INR')).toBe('2,500 DC / hour');
  });

  it('offers cash or coins as alternatives', () => {
    expect(formatPrice(price({ cashCents: 2000, coins: 50, unit: 'item' }))).toBe('$20.00 or 50 DC / item');
    expect(formatPrice(price({ cashCents: 2000, coins: 50 }), 'CHF')).toBe('CHF 17.80 or 50 DC');
  });

  it('reads Negotiable without figures, or the note when there is one', () => {
    expect(formatPrice(price({ unit: 'negotiable' }), 'EUR')).toBe('Negotiable');
    expect(formatPrice(price({ unit: 'negotiable', note: 'Trade: fresh vegetables' }))).toBe('Trade: fresh vegetables');
    expect(formatPrice(price({ cashCents: 5500, unit: 'negotiable' }))).toBe('$55.00 (negotiable)');
  });

  it('puts the note after the figures', () => {
    expect(formatPrice(price({ cashCents: 6000, note: 'or trade: studio time' }), 'BRL')).toBe(
      'R$328.20 · or trade: studio time',
    );
  });
});
