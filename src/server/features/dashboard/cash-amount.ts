// A cash deal's amount is the free text the proposer typed ('$120', 'Negotiable', '$50/hour'). The dashboard counts
// it only when it plainly states one sum in dollars; anything else counts nothing rather than a guess.

/** Above this a stated sum is taken for a typo, not income: $10,000,000. */
const maxCents = 1_000_000_000;

// '$' and 'USD' are optional (before or after), thousands are grouped by commas of three digits, at most two decimals.
const plainSum = /^(?:\$\s*|usd\s*)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?:\s*usd)?$/i;

/** The cents a stated amount names ('120', '$120.50', '1,200', '120 USD'), or 0 when it is anything else. */
export function parseCashAmount(text: string | null | undefined): number {
  const match = plainSum.exec(text?.trim() ?? '');
  if (!match) return 0;
  const [, whole = '', fraction = ''] = match;
  const cents = Number(whole.replaceAll(',', '')) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents <= maxCents ? cents : 0;
}
