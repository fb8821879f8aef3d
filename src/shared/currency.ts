// Display currencies with static rates against USD (spec document 1, section 9). Amounts are stored in USD cents.
import { formatNumber } from './number-format.ts';

export const currencies = [
  { code: 'USD', name: 'US Dollar', symbol: '$', rate: 1, decimals: 2 },
  { code: 'EUR', name: 'Euro', symbol: '€', rate: 0.92, decimals: 2 },
  { code: 'GBP', name: 'British Pound', symbol: '£', rate: 0.78, decimals: 2 },
  { code: 'JPY', name: 'Japanese Yen', symbol: '¥', rate: 149.82, decimals: 0 },
  { code: 'CAD', name: 'Canadian Dollar', symbol: 'C$', rate: 1.37, decimals: 2 },
  { code: 'AUD', name: 'Australian Dollar', symbol: 'A$', rate: 1.51, decimals: 2 },
  { code: 'CHF', name: 'Swiss Franc', symbol: 'CHF ', rate: 0.89, decimals: 2 },
  { code: 'CNY', name: 'Chinese Yuan', symbol: '¥', rate: 7.25, decimals: 2 },
  { code: 'INR', name: 'Indian Rupee', symbol: '₹', rate: 83.42, decimals: 2 },
  { code: 'BRL', name: 'Brazilian Real', symbol: 'R$', rate: 5.47, decimals: 2 },
] as const;

export type CurrencyCode = (typeof currencies)[number]['code'];
export const currencyCodes = currencies.map((c) => c.code) as [CurrencyCode, ...CurrencyCode[]];
export const defaultCurrency: CurrencyCode = 'USD';

/**
 * The device's display currency is kept in a cookie as well as in the browser's storage, so that the server renders
 * a public page's prices in it (src/web/entry-server.tsx).
 */
export const currencyCookie = 'currency';

/** The display currency a Cookie header (or document.cookie) names, or null. */
// Built once: the server reads it on every page request.
const currencyCookiePattern = new RegExp(`(?:^|;\\s*)${currencyCookie}=([A-Z]{3})(?:;|$)`);

export function readCurrencyCookie(cookies: string | undefined): CurrencyCode | null {
  if (!cookies) return null;
  const value = currencyCookiePattern.exec(cookies)?.[1];
  return (currencyCodes as readonly string[]).includes(value ?? '') ? (value as CurrencyCode) : null;
}

/** Formats USD cents in the chosen display currency, symbol first. */
export function formatMoney(usdCents: number, code: CurrencyCode = defaultCurrency): string {
  const currency = currencies.find((c) => c.code === code) ?? currencies[0];
  const amount = (usdCents / 100) * currency.rate;
  return `${currency.symbol}${formatNumber(amount, currency.decimals)}`;
}
