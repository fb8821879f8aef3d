// The words of the ledger's lines. The ledger keeps each line in English as it was written, the same for both
// parties and the admins (whose search reads it); a member's wallet shows it in the member's language (decision 057),
// so each wording is written here once, where scripts/extract-texts.mjs finds it.
import { formatMoney } from '#shared/currency.ts';
import { formatNumber } from '#shared/number-format.ts';
import { translate } from '../../platform/texts.ts';

export const ledgerMessages = {
  purchase: (product: string) => `Purchased ${product}`,
  conversion: (coins: number, cash: string) => `Converted ${coins} DC to ${cash}`,
  withdrawal: (amount: string) => `Withdrawal of ${amount}`,
  withdrawalReturned: (amount: string) => `Withdrawal of ${amount} rejected: returned to your balance`,
  repayment: (description: string) => `Repaid from what you owe: ${description}`,
  repaymentOfCoins: 'Repaid from what you owe: coins received',
  reversal: (description: string) => `Reversal of: ${description}`,
  closed: 'Balance closed on account deletion',
  deal: (title: string) => `Deal: ${title}`,
  dealHold: (title: string) => `Held for deal: ${title}`,
  dealRefund: (title: string) => `Refund: Deal: ${title}`,
  disputeSplit: (title: string) => `Dispute split: ${title}`,
  disputeRefund: (title: string) => `Dispute refund: ${title}`,
  disputeDebt: (title: string) => `Owed after a dispute refund: ${title}`,
  // How the member's own deal entries read to them (deal-entries.ts).
  heldFor: (title: string) => `Held for ${title}`,
  returnedFrom: (title: string) => `Returned from ${title}`,
  returnedTo: (other: string, title: string) => `Returned to ${other} from ${title}`,
  paidBy: (other: string, title: string) => `Paid by ${other} for ${title}`,
  paidTo: (other: string, title: string) => `Paid to ${other} for ${title}`,
  deletedMember: 'Deleted user',
};

/** A coin pack's name, '1,000 Dragon Coins', its count written as `language` writes it (English for the ledger). */
export const packName = (coins: number, language?: string) => `${formatNumber(coins, 0, language)} Dragon Coins`;

type LedgerLine = {
  description: string;
  kind: string;
  currency: string;
  amount: number;
  idempotencyKey: string | null;
};

/** The movement that gives a rejected withdrawal back: `withdrawal-returned:<withdrawal id>`. */
export const withdrawalReturnedKey = 'withdrawal-returned';

const dollars = (cents: number, locale: string) => formatMoney(cents, 'USD', { locale });

// Lines that quote another ledger line: only there is a fill one of the server's texts rather than a member's words.
const quotingPrefixes = [ledgerMessages.repayment(''), ledgerMessages.reversal('')];

/**
 * A ledger line in `locale`, the line it quotes (a repayment's, a reversal's) translated in turn. A purchase and a
 * withdrawal are worded again from their amounts, written as the locale writes them ('1.000' in German, where '1,000'
 * reads as one; '25,00 $'); anything else the ledger holds (an admin's own words) stays as written.
 */
export function translateLedgerLine(locale: string, line: LedgerLine): string {
  if (line.kind === 'purchase' && line.currency === 'coins') {
    return translate(locale, ledgerMessages.purchase(packName(line.amount, locale)));
  }
  if (line.kind === 'withdrawal' && line.currency === 'cash') {
    return translate(locale, ledgerMessages.withdrawal(dollars(line.amount, locale)));
  }
  if (line.idempotencyKey?.startsWith(`${withdrawalReturnedKey}:`)) {
    return translate(locale, ledgerMessages.withdrawalReturned(dollars(line.amount, locale)));
  }
  const quotesALine = quotingPrefixes.some((prefix) => line.description.startsWith(prefix));
  return translate(locale, line.description, quotesALine ? (quoted) => translate(locale, quoted) : undefined);
}
