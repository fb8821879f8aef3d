import { describe, expect, it } from 'vitest';
import {
  coinsToCents,
  conversionUnavailable,
  findPackByAmount,
  formatCoins,
  formatPaidInUsd,
  formatWholeMoney,
  labelPackPurchase,
  namePack,
} from './format.ts';

describe('formatCoins', () => {
  it('groups thousands', () => {
    expect(formatCoins(0)).toBe('0 DC');
    expect(formatCoins(1000)).toBe('1,000 DC');
  });
});

describe('packs', () => {
  it('keep the names of the spec, digits ungrouped', () => {
    expect(namePack(1000)).toBe('1000 Dragon Coins');
    expect(labelPackPurchase(1000)).toBe('Buy 1000 DC');
  });
});

describe('coinsToCents', () => {
  it('pays $1 for 10 DC', () => {
    expect(coinsToCents(100)).toBe(1000);
    expect(coinsToCents(500)).toBe(5000);
  });
});

describe('formatWholeMoney', () => {
  it('leaves out zero cents, keeps the others', () => {
    expect(formatWholeMoney(2500, 'USD')).toBe('$25');
    expect(formatWholeMoney(2550, 'USD')).toBe('$25.50');
  });

  it('converts into the display currency', () => {
    expect(formatWholeMoney(2500, 'EUR')).toBe('€23');
    expect(formatWholeMoney(5000, 'JPY')).toBe('¥7,491');
  });
});

describe('formatPaidInUsd', () => {
  it('leads with the dollars paid and adds the display currency beside them', () => {
    expect(formatPaidInUsd(2500, 'USD')).toBe('$25');
    expect(formatPaidInUsd(2500, 'EUR')).toBe('$25 (≈ €23.00)');
    expect(formatPaidInUsd(5000, 'JPY')).toBe('$50 (≈ ¥7,491)');
  });
});

describe('findPackByAmount', () => {
  it('maps each price to its pack', () => {
    expect(findPackByAmount('10')?.coins).toBe(100);
    expect(findPackByAmount('45')?.coins).toBe(500);
    expect(findPackByAmount('90.00')?.coins).toBe(1000);
  });

  it('names no pack for anything else', () => {
    for (const amount of [null, '', '11', '-10', '1e1', '10abc', ' 10', 'Infinity']) {
      expect(findPackByAmount(amount)).toBeUndefined();
    }
  });
});

describe('conversionUnavailable', () => {
  it('says why a conversion cannot be chosen: too few coins, then too few earned in deals', () => {
    expect(conversionUnavailable(100, { dragonCoins: 50, convertibleCoins: 50 })).toBe('Not enough Dragon Coins');
    expect(conversionUnavailable(100, { dragonCoins: 1000, convertibleCoins: 40 })).toBe(
      'Only coins earned in deals can be converted: you have 40 DC',
    );
    expect(conversionUnavailable(500, { dragonCoins: 1000, convertibleCoins: 500 })).toBeUndefined();
  });
});
