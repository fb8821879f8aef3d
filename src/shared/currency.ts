// Display currencies (issue 35, decision 058): the ISO 4217 set in use, with symbols and decimals from a bundled
// table (currency-table.ts) and rates against USD that the server keeps current. Amounts are stored in USD cents.
import { currencyTable } from './currency-table.ts';
import { formatNumber, placeSymbol } from './number-format.ts';

export type CurrencyCode = (typeof currencyTable)[number][0];
export type Currency = { code: CurrencyCode; symbol: string; decimals: number };

/** Every display currency: the spec's ten first (USD leading), then the others by code. */
export const currencies = currencyTable.map(([code, symbol, decimals]): Currency => ({ code, symbol, decimals })) as [
  Currency,
  ...Currency[],
];
export const currencyCodes = currencyTable.map(([code]) => code) as [CurrencyCode, ...CurrencyCode[]];
export const defaultCurrency: CurrencyCode = 'USD';

const currencyByCode = new Map<string, Currency>(currencies.map((currency) => [currency.code, currency]));
const usd = currencyByCode.get(defaultCurrency)!;

export const isCurrencyCode = (value: string): value is CurrencyCode => currencyByCode.has(value);

/** The bundled rates: where a fresh install starts, and what a figure uses before the current rates arrive. */
export const bundledRates = Object.fromEntries(currencyTable.map(([code, , , rate]) => [code, rate])) as Record<
  CurrencyCode,
  number
>;

/**
 * The rates figures are converted with (units per US dollar; USD is always 1), as GET /api/currencies/rates answers
 * them, and the currencies whose rate is too old to be more than approximate: their figures read '≈ €9.20'.
 */
export type DisplayRates = { rates: Partial<Record<CurrencyCode, number>>; approximate: CurrencyCode[] };

// Where a figure takes the current rates from when the caller passes none: the web sets it once (the browser's query
// cache, or the server render's own), and the server always passes its rates. Until then, the bundled ones.
let readDisplayRates: () => DisplayRates | undefined = () => undefined;

/** Sets where formatMoney finds the current rates (src/web/lib/currency-rates.ts, src/web/ssr/display-rates.ts). */
export function setDisplayRatesSource(read: () => DisplayRates | undefined): void {
  readDisplayRates = read;
}

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
  return value && isCurrencyCode(value) ? value : null;
}

// Units of `code` per US dollar: the given rates', else the bundled one.
function rateIn(code: CurrencyCode, rates: DisplayRates | undefined): number {
  if (code === defaultCurrency) return 1;
  return rates?.rates[code] ?? bundledRates[code];
}

const approximateIn = (code: CurrencyCode, rates: DisplayRates | undefined) =>
  code !== defaultCurrency && rates !== undefined && rates.approximate.includes(code);

/** Whether figures in `code` are approximate: its rate is more than 48 hours old (the server decides). */
export function isApproximate(code: CurrencyCode, rates: DisplayRates | undefined = readDisplayRates()): boolean {
  return approximateIn(code, rates);
}

/** USD cents as a plain number in `code`, rounded to its decimals (a chart's scale; formatMoney words it). */
export function convertUsdCents(
  usdCents: number,
  code: CurrencyCode,
  rates: DisplayRates | undefined = readDisplayRates(),
): number {
  const currency = currencyByCode.get(code) ?? usd;
  const factor = 10 ** currency.decimals;
  return Math.round((usdCents / 100) * rateIn(currency.code, rates) * factor) / factor;
}

/** Where formatMoney reads its rates (the current ones unless given) and the language it writes in (English). */
export type MoneyOptions = {
  rates?: DisplayRates | undefined;
  locale?: string | undefined;
  /** '$25' rather than '$25.00' for copy, buttons and headings: the cents only when there are any. */
  wholeWithoutCents?: boolean;
};

function formatFigure(
  usdCents: number,
  currency: Currency,
  { rates, locale, wholeWithoutCents }: MoneyOptions,
): string {
  const amount = (usdCents / 100) * rateIn(currency.code, rates);
  const cents = 10 ** currency.decimals;
  const whole = wholeWithoutCents === true && Math.round(amount * cents) % cents === 0;
  return placeSymbol(formatNumber(amount, whole ? 0 : currency.decimals, locale), currency.symbol, locale);
}

/**
 * Formats USD cents in the chosen display currency, at the current rates (or `rates`), as `locale` writes money:
 * '€9.20' in English, '9,20 €' in German, and '≈ €9.20' when that currency's rate is approximate. The same on the
 * server and in the browser, without Intl.
 */
export function formatMoney(
  usdCents: number,
  code: CurrencyCode = defaultCurrency,
  { rates = readDisplayRates(), ...options }: MoneyOptions = {},
): string {
  const currency = currencyByCode.get(code) ?? usd;
  const figure = formatFigure(usdCents, currency, { rates, ...options });
  return approximateIn(currency.code, rates) ? `≈ ${figure}` : figure;
}

/** A converted figure that is a guide whatever its rate's age, beside the dollars paid: always '≈ €9.20'. */
export function formatApproximateMoney(
  usdCents: number,
  code: CurrencyCode,
  { rates = readDisplayRates(), locale }: MoneyOptions = {},
): string {
  return `≈ ${formatFigure(usdCents, currencyByCode.get(code) ?? usd, { rates, locale })}`;
}
