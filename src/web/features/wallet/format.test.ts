import { describe, expect, it } from 'vitest';
import { englishIntl as intl } from '#web/test/english.ts';
import {
  conversionUnavailable,
  findPurchase,
  formatCashWithUsd,
  formatCoins,
  formatPaidInUsd,
  formatWholeMoney,
  labelPackPurchase,
  namePack,
} from './format.ts';

describe('formatCoins', () => {
  it('groups thousands', () => {
    expect(formatCoins(0, intl)).toBe('0 DC');
    expect(formatCoins(1000, intl)).toBe('1,000 DC');
  });
});

describe('packs', () => {
  it('keep the names of the spec, digits ungrouped', () => {
    expect(namePack(1000, intl)).toBe('1000 Dragon Coins');
    expect(labelPackPurchase(1000, intl)).toBe('Buy 1000 DC');
  });
});

describe('formatWholeMoney', () => {
  it('leaves out zero cents, keeps the others', () => {
    expect(formatWholeMoney(2500, 'USD', 'en')).toBe('$25');
    expect(formatWholeMoney(2550, 'USD', 'en')).toBe('$25.50');
  });

  it('converts into the display currency', () => {
    expect(formatWholeMoney(2500, 'EUR', 'en')).toBe('€23');
    expect(formatWholeMoney(5000, 'JPY', 'en')).toBe('¥7,491');
  });
});

describe('formatPaidInUsd', () => {
  it('leads with the dollars paid and adds the display currency beside them', () => {
    expect(formatPaidInUsd(2500, 'USD', 'en')).toBe('$25');
    expect(formatPaidInUsd(2500, 'EUR', 'en')).toBe('$25 (≈ €23.00)');
    expect(formatPaidInUsd(5000, 'JPY', 'en')).toBe('$50 (≈ ¥7,491)');
  });
});

describe('formatCashWithUsd', () => {
  it('shows the US dollars beside a figure in another display currency', () => {
    expect(formatCashWithUsd(1000, 'USD', 'en')).toBe('$10.00');
    expect(formatCashWithUsd(1000, 'EUR', 'en')).toBe('€9.20 ($10.00)');
  });

  it("writes both figures as the reader's language does", () => {
    expect(formatCashWithUsd(123400, 'EUR', 'de')).toBe('1.135,28\u00a0€ (1.234,00\u00a0$)');
    expect(formatWholeMoney(250000, 'USD', 'fr')).toBe('2\u202f500\u00a0$');
  });
});

describe('findPurchase', () => {
  it('reads the pack from its coins and the price paid', () => {
    expect(findPurchase({ coins: '100', amount: '10' })).toEqual({ coins: 100, priceCents: 1000 });
    expect(findPurchase({ coins: '1000', amount: '85.50' })).toEqual({ coins: 1000, priceCents: 8550 });
  });

  it('names no pack for anything else', () => {
    for (const amount of [null, '', '-10', '1e1', '10abc', ' 10', 'Infinity']) {
      expect(findPurchase({ coins: '100', amount })).toBeUndefined();
    }
    for (const coins of [null, '', '99', '100.5', '1e2x']) {
      expect(findPurchase({ coins, amount: '10' })).toBeUndefined();
    }
  });
});

describe('conversionUnavailable', () => {
  it('says why a conversion cannot be chosen: too few coins, then too few earned in deals', () => {
    expect(conversionUnavailable(100, { dragonCoins: 50, convertibleCoins: 50 }, intl)).toBe('Not enough Dragon Coins');
    expect(conversionUnavailable(100, { dragonCoins: 1000, convertibleCoins: 40 }, intl)).toBe(
      'Only coins earned in deals can be converted: you have 40 DC',
    );
    expect(conversionUnavailable(500, { dragonCoins: 1000, convertibleCoins: 500 }, intl)).toBeUndefined();
  });
});
