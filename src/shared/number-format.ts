// Numbers and money marks as each of the five languages writes them, without Intl (decision 050). A page's first Intl
// formatter loads the browser's locale data, one task long enough on a phone to hold up its first taps; the public
// pages need no more than these tables. Server and browser share them, so a server-rendered figure hydrates
// unchanged; number-format.test.ts holds each to what Intl prints. Dates are date-format.ts's, which fewer pages load.
import { defaultLocale, isLocale, type Locale } from './locales.ts';

type Marks = {
  group: string;
  decimal: string;
  /** Spanish groups only from five digits on: '1234', '12.345'. */
  minGrouping: 1 | 2;
  minus: string;
};

const marks: Record<Locale, Marks> = {
  en: { group: ',', decimal: '.', minGrouping: 1, minus: '-' },
  es: { group: '.', decimal: ',', minGrouping: 2, minus: '-' },
  fr: { group: '\u202f', decimal: ',', minGrouping: 1, minus: '-' },
  de: { group: '.', decimal: ',', minGrouping: 1, minus: '-' },
  // Latin digits, as the browsers' Arabic writes them; the left-to-right mark keeps a minus before its number.
  ar: { group: ',', decimal: '.', minGrouping: 1, minus: '\u200e-' },
};

/** One of the five languages, English for anything else (a browser's 'en-US', an unknown tag). */
export const figuresLocale = (locale: string | undefined): Locale => (isLocale(locale) ? locale : defaultLocale);

const thousands = /\B(?=(\d{3})+(?!\d))/g;

// Rounded half up on the number as written (1.005 to 1.01), as Intl does, rather than on its binary value, which
// toFixed rounds (1.005 is stored a hair below, so toFixed gives 1.00).
function roundAsWritten(magnitude: number, decimals: number): string {
  const written = String(magnitude);
  if (written.includes('e')) return magnitude.toFixed(decimals);
  const digits = String(Math.round(Number(`${written}e${decimals}`))).padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** '1,234.50' for (1234.5, 2) in English, '1.234,50' in German: rounded to `decimals` places and grouped. */
export function formatNumber(value: number, decimals = 0, locale: string = defaultLocale): string {
  const { group, decimal, minGrouping, minus } = marks[figuresLocale(locale)];
  const [whole = '0', fraction] = roundAsWritten(Math.abs(value), decimals).split('.');
  const sign = value < 0 && /[1-9]/.test(`${whole}${fraction ?? ''}`) ? minus : '';
  const grouped = whole.length < 4 + minGrouping - 1 ? whole : whole.replace(thousands, group);
  return `${sign}${grouped}${fraction === undefined ? '' : `${decimal}${fraction}`}`;
}

/** A figure with its currency's symbol where the language puts it: '€9.20', '9,20 €'. */
export function placeSymbol(figure: string, symbol: string, locale: string = defaultLocale): string {
  const shown = figuresLocale(locale);
  if (shown === 'en') return figure.startsWith('-') ? `-${symbol}${figure.slice(1)}` : `${symbol}${figure}`;
  return `${shown === 'ar' ? '\u200f' : ''}${figure}\u00a0${symbol}`;
}
