import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import type { CurrencyCode } from '#shared/currency.ts';
import { formatPrice, type Price } from '#shared/price.ts';
import { englishIntl as intl } from '#web/test/english.ts';
import french from 'virtual:messages/fr';
import { describePrice } from './price.ts';

const price = (p: Partial<Price>): Price => ({ cashCents: null, coins: null, unit: 'fixed', note: null, ...p });

describe('describePrice', () => {
  it('reads in English exactly as #shared/price.ts writes it', () => {
    const cases: [Price, CurrencyCode][] = [
      [price({ cashCents: 5000, unit: 'hour' }), 'EUR'],
      [price({ cashCents: 2500 }), 'USD'],
      [price({ cashCents: 1000, unit: 'item' }), 'JPY'],
      [price({ coins: 2500, unit: 'hour' }), 'INR'],
      [price({ cashCents: 2000, coins: 50, unit: 'item' }), 'USD'],
      [price({ cashCents: 2000, coins: 50 }), 'CHF'],
      [price({ unit: 'negotiable' }), 'EUR'],
      [price({ unit: 'negotiable', note: 'Trade: fresh vegetables' }), 'USD'],
      [price({ cashCents: 5500, unit: 'negotiable' }), 'USD'],
      [price({ cashCents: 6000, note: 'or trade: studio time' }), 'BRL'],
    ];
    for (const [given, currency] of cases) {
      expect(describePrice(given, currency, intl)).toBe(formatPrice(given, currency));
    }
    expect(describePrice(price({ cashCents: 2000, coins: 50, unit: 'item' }), 'USD', intl)).toBe(
      '$20.00 or 50 DC / item',
    );
  });

  it("words the unit and writes the figures in the reader's language", () => {
    const fr = createIntl({ locale: 'fr', messages: french as never });
    expect(describePrice(price({ cashCents: 200000, coins: 5000, unit: 'hour' }), 'USD', fr)).toBe(
      '2\u202f000,00\u00a0$ ou 5\u202f000 DC / heure',
    );
    expect(describePrice(price({ unit: 'negotiable' }), 'USD', fr)).toBe('Négociable');
  });
});
