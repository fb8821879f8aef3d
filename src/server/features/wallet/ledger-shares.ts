// The parts of a member's available coins a movement leaves (convertible, clearing, the rest) and the debts it
// repays: the ledger's arithmetic (ledger.ts), kept apart from its locking and writing.
import type { ledgerCurrencies } from '#shared/constants.ts';
import type { Transaction } from '../../db/client.ts';
import { ledgerEntries, type ledgerKinds } from '../../db/schema/index.ts';
import { badRequest } from '../../platform/errors.ts';
import type { ClearingChanges } from './clearing.ts';
import { ledgerMessages } from './ledger-words.ts';

export type LedgerCurrency = (typeof ledgerCurrencies)[number];
export type LedgerKind = (typeof ledgerKinds)[number];
/**
 * `dragonCoins` are the member's available coins; `heldCoins` are set aside for accepted coins deals;
 * `convertibleCoins` are the part of the available coins earned in deals, the only ones that convert to cash;
 * `clearingCoins` the part a deal released whose dispute window is open (clearing.ts); `debtCoins` what a ruling
 * took back that the member no longer had, repaid from the next coins credited to them.
 */
export const notConvertible = (convertible: number) =>
  badRequest('NOT_CONVERTIBLE', `Only coins earned in deals can be converted; you can convert up to ${convertible} DC`);

export type Balances = {
  cashBalanceCents: number;
  dragonCoins: number;
  heldCoins: number;
  convertibleCoins: number;
  clearingCoins: number;
  debtCoins: number;
};

export type Posting = {
  userId: string;
  currency: LedgerCurrency;
  /** Cents for cash, whole coins for coins and held: positive credits the member, negative debits them. */
  delta: number;
  kind: LedgerKind;
  description: string;
  reversesId?: string;
  orderId?: string;
  withdrawalId?: string;
  /**
   * Set by an admin's reversal: the coins are deal income coming back (a conversion reversed) or going back (a
   * deal's credit reversed), so they move the convertible coins too. A deal's own credit needs no flag.
   */
  earned?: boolean;
  /** Of this credit, the coins that were convertible before a hold took them: a refund gives them back as such. */
  earnedCoins?: number;
  /** A completed deal's coins to its provider: clearing until `clearsAt`, the end of the deal's dispute window. */
  clearing?: { proposalId: string; clearsAt: Date };
  /** A ruling's take-back: the debit comes out of that deal's clearing coins first, then the convertible ones. */
  fromClearingOf?: string;
};

/**
 * A member who owes coins repays from what this movement left them, first of all (decision 032): a coins debit and
 * a debt debit, recorded under the movement's key, so that a member who owes has no available coins. Returns who
 * repaid.
 */
export async function repayDebts(
  tx: Transaction,
  idempotencyKey: string,
  next: Map<string, Balances>,
  postings: Posting[],
): Promise<string[]> {
  const repayments: (typeof ledgerEntries.$inferInsert)[] = [];
  for (const [userId, after] of next) {
    const coins = Math.min(after.debtCoins, after.dragonCoins);
    if (coins === 0) continue;
    after.dragonCoins -= coins;
    after.debtCoins -= coins;
    capShares(after);
    const repaying = postings.find((posting) => posting.userId === userId && posting.delta > 0);
    const description = repaying ? ledgerMessages.repayment(repaying.description) : ledgerMessages.repaymentOfCoins;
    for (const currency of ['coins', 'debt'] as const) {
      const entry = { userId, type: 'sent' as const, kind: 'repayment' as const, currency, amount: coins };
      repayments.push({ ...entry, description, idempotencyKey: `repayment:${idempotencyKey}` });
    }
  }
  if (repayments.length > 0) await tx.insert(ledgerEntries).values(repayments);
  return [...new Set(repayments.map((entry) => entry.userId!))];
}

/** Coins paid to the member by a deal: its payment or release, taken from another member's coins. */
function isDealIncome(posting: Posting, postings: Posting[]): boolean {
  if (posting.currency !== 'coins' || posting.delta <= 0) return false;
  if (posting.kind !== 'deal' && posting.kind !== 'release') return false;
  return postings.some((other) => other.userId !== posting.userId && other.delta < 0 && other.currency !== 'cash');
}

/**
 * Sets the member's convertible and clearing coins after the movement (`after` holds their new balances, those two
 * still as before) and returns what the deals' clearing rows gain and lose. Deal income adds to the convertible
 * coins, or to the clearing ones when its deal's window is open, and a conversion takes from the convertible ones,
 * refused beyond them; any other debit leaves each part at most what is still available (capShares), so spending
 * uses bought or granted coins first, then clearing ones, then convertible ones.
 */
export function sharesAfter(
  userId: string,
  after: Balances,
  postings: Posting[],
  dealClearings: Map<string, number>,
): ClearingChanges {
  const changes: ClearingChanges = { added: [], taken: new Map() };
  for (const posting of postings) {
    if (posting.userId !== userId || posting.currency !== 'coins') continue;
    if (posting.kind === 'conversion' && posting.delta < 0) {
      if (-posting.delta > after.convertibleCoins) throw notConvertible(after.convertibleCoins);
      after.convertibleCoins += posting.delta;
    } else if (posting.clearing && posting.delta > 0) {
      after.clearingCoins += posting.delta;
      changes.added.push({ ...posting.clearing, coins: posting.delta });
    } else if (posting.fromClearingOf && posting.delta < 0) {
      const taken = Math.min(-posting.delta, dealClearings.get(posting.fromClearingOf) ?? 0, after.clearingCoins);
      if (taken > 0) changes.taken.set(posting.fromClearingOf, taken);
      after.clearingCoins -= taken;
      after.convertibleCoins = Math.max(0, after.convertibleCoins + posting.delta + taken);
    } else if (posting.earned === true || isDealIncome(posting, postings)) {
      after.convertibleCoins = Math.max(0, after.convertibleCoins + posting.delta);
    } else if (posting.earnedCoins !== undefined) {
      after.convertibleCoins += posting.earnedCoins;
    }
  }
  capShares(after);
  return changes;
}

/** Convertible and clearing coins are parts of the available coins: what was spent comes out of them last. */
function capShares(after: Balances) {
  after.convertibleCoins = Math.min(after.convertibleCoins, after.dragonCoins);
  after.clearingCoins = Math.min(after.clearingCoins, after.dragonCoins - after.convertibleCoins);
}
