// The cash boxes take dollars as typed ('25', '25.50'); the forms and the server speak USD cents (decision 027).

const dollars = /^\d{1,9}(?:\.\d{1,2})?$/;

/** Cents of a typed dollar amount: undefined when empty, NaN when not an amount (the schema then says why). */
export function parseUsdAmount(text: string): number | undefined {
  const trimmed = text
    .trim()
    .replace(/^\$\s*/, '')
    .replaceAll(',', '');
  if (trimmed === '') return text.trim() === '' ? undefined : Number.NaN;
  if (!dollars.test(trimmed)) return Number.NaN;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as a box shows them: '25' or '25.50'. */
export function formatUsdAmount(cents: number | undefined): string {
  if (cents === undefined || !Number.isFinite(cents)) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
