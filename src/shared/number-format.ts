// Numbers and dates as en-US writes them, without Intl. A page's first Intl formatter loads the browser's locale
// data, one task long enough on a phone to hold up its first taps (docs/performance.md); the public pages need no
// more than this. Server and browser share it, so a server-rendered figure hydrates unchanged.

const thousands = /\B(?=(\d{3})+(?!\d))/g;

// Rounded half up on the number as written (1.005 to 1.01), as Intl does, rather than on its binary value, which
// toFixed rounds (1.005 is stored a hair below, so toFixed gives 1.00).
function roundAsWritten(magnitude: number, decimals: number): string {
  const written = String(magnitude);
  if (written.includes('e')) return magnitude.toFixed(decimals);
  const digits = String(Math.round(Number(`${written}e${decimals}`))).padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** '1,234.50' for (1234.5, 2): rounded to `decimals` places and grouped in thousands. */
export function formatNumber(value: number, decimals = 0): string {
  const [whole = '0', fraction] = roundAsWritten(Math.abs(value), decimals).split('.');
  const sign = value < 0 && /[1-9]/.test(`${whole}${fraction ?? ''}`) ? '-' : '';
  return `${sign}${whole.replace(thousands, ',')}${fraction === undefined ? '' : `.${fraction}`}`;
}

const months = [
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
] as const;

/** 'November 2026': the month of a moment, in UTC so that every reader and the server render agree. */
export function formatMonthYear(moment: string | Date): string {
  const date = new Date(moment);
  return `${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** 'November 30, 2026': the day of a moment, in UTC as formatMonthYear. */
export function formatLongDate(moment: string | Date): string {
  const date = new Date(moment);
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
