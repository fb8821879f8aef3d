import { afterEach, describe, expect, it } from 'vitest';
import {
  convertUsdCents,
  currencies,
  type DisplayRates,
  formatApproximateMoney,
  formatMoney,
  isApproximate,
  readCurrencyCookie,
  setDisplayRatesSource,
} from './currency.ts';
import { formatPrice } from './price.ts';

describe('formatMoney', () => {
  it('shows USD cents with two decimals and the symbol first', () => {
    expect(formatMoney(124750)).toBe('$1,247.50');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('converts with the static rates, JPY without decimals', () => {
    expect(formatMoney(1000, 'EUR')).toBe('€9.20');
    expect(formatMoney(1000, 'JPY')).toBe('¥1,498');
    expect(formatMoney(100, 'INR')).toBe('₹83.42');
  });

  it('keeps each currency to its own decimals however calls interleave', () => {
    const amounts = ['JPY', 'USD', 'JPY', 'EUR'].map((code) => formatMoney(123456, code as 'USD'));
    expect(amounts).toEqual(['¥184,962', '$1,234.56', '¥184,962', '€1,135.80']);
  });

  it('starts with the ten currencies of the spec, then the other ISO 4217 currencies in use by code', () => {
    const codes = currencies.map((c) => c.code);
    expect(codes.slice(0, 10)).toEqual(['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF', 'CNY', 'INR', 'BRL']);
    expect(codes.length).toBeGreaterThanOrEqual(150);
    expect(new Set(codes).size).toBe(codes.length);
    const rest = codes.slice(10);
    expect(rest).toEqual([...rest].sort());
    expect(codes).toEqual(expect.arrayContaining(['MXN', 'NGN', 'KWD', 'VND', 'ZAR', 'XOF']));
  });

  it('writes each currency with its own symbol and decimals, a space after a symbol of letters', () => {
    expect(formatMoney(100_000, 'KWD')).toBe('KWD 306.000');
    expect(formatMoney(100_000, 'VND')).toBe('₫25,300,000');
    expect(formatMoney(1000, 'CAD')).toBe('C$13.70');
    expect(formatMoney(1000, 'CHF')).toBe('CHF 8.90');
    expect(formatMoney(1000, 'PLN')).toBe('zł 39.50');
    expect(formatMoney(1000, 'XOF')).toBe('F CFA 6,035');
  });

  it('gives every currency a symbol no other has, but the spec’s two yen', () => {
    const symbols = currencies.map((c) => c.symbol.trim());
    const repeated = symbols.filter((symbol, index) => symbols.indexOf(symbol) !== index);
    expect(repeated).toEqual(['¥']);
  });
});

describe('formatMoney at the current rates', () => {
  afterEach(() => setDisplayRatesSource(() => undefined));
  const current: DisplayRates = { rates: { EUR: 0.9, JPY: 150, GBP: 0.8 }, approximate: ['GBP'] };

  it('converts at the rates given, or at those of the source the web set', () => {
    expect(formatMoney(1000, 'EUR', { rates: current })).toBe('€9.00');
    setDisplayRatesSource(() => current);
    expect(formatMoney(1000, 'EUR')).toBe('€9.00');
    expect(formatMoney(1001, 'JPY')).toBe('¥1,502');
    expect(formatPrice({ cashCents: 5000, coins: null, unit: 'hour', note: null }, 'EUR')).toBe('€45.00 / hour');
    expect(convertUsdCents(10000, 'EUR')).toBe(90);
  });

  it("writes the figure as the reader's language writes money", () => {
    expect(formatMoney(123450, 'EUR', { rates: current, locale: 'de' })).toBe('1.111,05\u00a0€');
    expect(formatMoney(123450, 'USD', { rates: current, locale: 'fr' })).toBe('1\u202f234,50\u00a0$');
    expect(formatMoney(1000, 'GBP', { rates: current, locale: 'es' })).toBe('≈ 8,00\u00a0£');
    expect(formatMoney(123450, 'USD', { rates: current, locale: 'en' })).toBe('$1,234.50');
  });

  it('falls back to the bundled rate for a currency the rates leave out', () => {
    expect(formatMoney(1000, 'INR', { rates: current })).toBe('₹834.20');
  });

  it('marks a figure approximate when its rate is, never a dollar figure', () => {
    expect(formatMoney(1000, 'GBP', { rates: current })).toBe('≈ £8.00');
    expect(formatMoney(1000, 'USD', { rates: { rates: {}, approximate: ['USD'] } })).toBe('$10.00');
    expect(isApproximate('GBP', current)).toBe(true);
    expect(isApproximate('EUR', current)).toBe(false);
    // A guide beside dollars carries one mark, however old its rate.
    expect(formatApproximateMoney(1000, 'GBP', { rates: current })).toBe('≈ £8.00');
    expect(formatApproximateMoney(1000, 'EUR', { rates: current })).toBe('≈ €9.00');
  });

  it('gives the same text for the same rates however often and in whatever order it runs', () => {
    setDisplayRatesSource(() => current);
    const amounts = ['GBP', 'USD', 'GBP', 'EUR'].map((code) => formatMoney(123456, code as 'USD'));
    expect(amounts).toEqual(['≈ £987.65', '$1,234.56', '≈ £987.65', '€1,111.10']);
  });
});

describe('readCurrencyCookie', () => {
  it('reads a known currency from among other cookies', () => {
    expect(readCurrencyCookie('theme=dark; currency=EUR; session=abc')).toBe('EUR');
    expect(readCurrencyCookie('currency=JPY')).toBe('JPY');
    expect(readCurrencyCookie('currency=NGN')).toBe('NGN');
  });

  it('ignores an unknown currency, a look-alike name and a missing header', () => {
    expect(readCurrencyCookie('currency=XYZ')).toBeNull();
    expect(readCurrencyCookie('mycurrency=EUR')).toBeNull();
    expect(readCurrencyCookie(undefined)).toBeNull();
  });
});
