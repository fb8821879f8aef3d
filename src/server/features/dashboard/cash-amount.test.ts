import { describe, expect, it } from 'vitest';
import { parseCashAmount } from './cash-amount.ts';

describe('parseCashAmount', () => {
  it.each([
    ['120', 12000],
    ['$120', 12000],
    ['$120.50', 12050],
    ['$ 120.5', 12050],
    ['1,200', 120000],
    ['$1,234,567.89', 123456789],
    ['120 USD', 12000],
    ['usd 75', 7500],
    ['  $75  ', 7500],
    ['0', 0],
    ['$10,000,000', 1_000_000_000],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseCashAmount(text)).toBe(cents);
  });

  it.each([
    null,
    undefined,
    '',
    'Negotiable',
    '$50/hour',
    '$50-100',
    '50 to 100',
    '-50',
    '€50',
    '50 EUR',
    '1,20',
    '12,00.00',
    '1.234',
    '$',
    '120 dollars',
    'about $120',
    '$10,000,000.01',
    '99999999999999999999',
  ])('counts %j as nothing', (text) => {
    expect(parseCashAmount(text)).toBe(0);
  });
});
