// Months and days as each of the five languages writes them, without Intl (decision 050), in UTC so that every reader
// and the server render agree. Apart from number-format.ts: only the pages that show a date load the month names.
import { defaultLocale, type Locale } from './locales.ts';
import { figuresLocale } from './number-format.ts';

const months: Record<Locale, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
};

type Day = { day: number; month: string; year: number };

// Each language's order of a month and a year, and of a whole day.
const monthYear: Record<Locale, (day: Day) => string> = {
  en: ({ month, year }) => `${month} ${year}`,
  es: ({ month, year }) => `${month} de ${year}`,
  fr: ({ month, year }) => `${month} ${year}`,
  de: ({ month, year }) => `${month} ${year}`,
  ar: ({ month, year }) => `${month} ${year}`,
};
const longDate: Record<Locale, (day: Day) => string> = {
  en: ({ day, month, year }) => `${month} ${day}, ${year}`,
  es: ({ day, month, year }) => `${day} de ${month} de ${year}`,
  fr: ({ day, month, year }) => `${day} ${month} ${year}`,
  de: ({ day, month, year }) => `${day}. ${month} ${year}`,
  ar: ({ day, month, year }) => `${day} ${month} ${year}`,
};

function dayOf(moment: string | Date, locale: Locale): Day {
  const date = new Date(moment);
  return { day: date.getUTCDate(), month: months[locale][date.getUTCMonth()] ?? '', year: date.getUTCFullYear() };
}

/** 'November 2026': the month of a moment, in UTC so that every reader and the server render agree. */
export function formatMonthYear(moment: string | Date, locale: string = defaultLocale): string {
  const shown = figuresLocale(locale);
  return monthYear[shown](dayOf(moment, shown));
}

/** 'November 30, 2026': the day of a moment, in UTC as formatMonthYear. */
export function formatLongDate(moment: string | Date, locale: string = defaultLocale): string {
  const shown = figuresLocale(locale);
  return longDate[shown](dayOf(moment, shown));
}
