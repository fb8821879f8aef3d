// Three values reach the emails already worded in US English by the features that queue them: a deal's day
// (deals/delivery.ts, 'Dec 4, 2026', a UTC day), a price in US dollars and a pack of coins (wallet/checkout.ts,
// '$1,247.50', '1,000 Dragon Coins'). They are read back here so that each email words them in its own language;
// a value that does not read back (a format changed since) is shown as it was queued.

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayPattern = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})$/;
const grouped = String.raw`\d{1,3}(?:,\d{3})*`;
const dollarsPattern = new RegExp(`^\\$(${grouped}\\.\\d{2})$`);
const coinsPattern = new RegExp(`^(${grouped}) Dragon Coins$`);

const readGrouped = (digits: string) => Number(digits.replaceAll(',', ''));

/** 'Dec 4, 2026' as that day's UTC midnight, or null. */
export function readQueuedDay(text: string): Date | null {
  const [, month = '', day = '', year = ''] = dayPattern.exec(text) ?? [];
  const monthIndex = months.indexOf(month);
  if (monthIndex < 0) return null;
  const date = new Date(Date.UTC(Number(year), monthIndex, Number(day)));
  return date.getUTCDate() === Number(day) ? date : null;
}

/** '$1,247.50' as 1247.5, or null. */
export function readQueuedDollars(text: string): number | null {
  const digits = dollarsPattern.exec(text)?.[1];
  return digits === undefined ? null : readGrouped(digits);
}

/** '1,000 Dragon Coins' as 1000, or null. */
export function readQueuedCoins(text: string): number | null {
  const digits = coinsPattern.exec(text)?.[1];
  return digits === undefined ? null : readGrouped(digits);
}
