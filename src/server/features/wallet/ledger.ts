// The ledger: the only code that changes a balance. Each movement locks the members' rows, checks that no balance
// would go below zero, updates the balances and appends one entry per member and currency, all in the caller's
// transaction, so a balance always equals the sum of its entries. Entries are never changed (a trigger refuses it);
// a correction is a reversing entry.
//
// Every movement records its wallet.changed events (money-events.ts), so no way of moving money can leave a screen
// stale. Lock order: a transaction's event locks (lockMemberEvents) come before its balance rows, never after; the
// other way round, two such transactions could each hold what the other waits for. A movement takes its members'
// event locks itself when the caller has not.
import { asc, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { ledgerEntries, users } from '../../db/schema/index.ts';
import { badRequest } from '../../platform/errors.ts';
import { lockMemberEvents, type EventTransaction } from '../../platform/events/record.ts';
import { type ClearingChanges, lockDealClearings, writeClearings } from './clearing.ts';
import { type Balances, type LedgerCurrency, type Posting, repayDebts, sharesAfter } from './ledger-shares.ts';
import { recordMoneyChange } from './money-events.ts';

export type { Balances, LedgerCurrency, Posting } from './ledger-shares.ts';

const balanceField = { cash: 'cashBalanceCents', coins: 'dragonCoins', held: 'heldCoins', debt: 'debtCoins' } as const;

/**
 * A condition on ledger_entries: the entry has not been reversed. An admin's reversal (reversal.ts) posts the
 * opposite entry beside it rather than deleting it, so what a member earned counts only the credits still standing.
 */
export const notReversed = sql`not exists (select 1 from ${ledgerEntries} as reversal where reversal.reverses_id = ${ledgerEntries.id})`;

export const insufficientFunds = (currency: LedgerCurrency) => {
  // Held coins are released only by the deal that holds them, so too few of them is a bug, never a member's error.
  if (currency === 'held') return new Error('a movement would take more held coins than a member has');
  return currency === 'cash'
    ? badRequest('INSUFFICIENT_BALANCE', 'Insufficient balance')
    : badRequest('INSUFFICIENT_COINS', 'Insufficient coins');
};

/**
 * Locks the members' rows until the caller commits and returns their balances. Rows are locked in id order, so two
 * movements between the same members cannot deadlock.
 */
export async function lockBalances(tx: Transaction, userIds: string[]): Promise<Map<string, Balances>> {
  const ids = [...new Set(userIds)].sort();
  const rows = await tx
    .select({
      id: users.id,
      cashBalanceCents: users.cashBalanceCents,
      dragonCoins: users.dragonCoins,
      heldCoins: users.heldCoins,
      convertibleCoins: users.convertibleCoins,
      clearingCoins: users.clearingCoins,
      debtCoins: users.debtCoins,
    })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.id))
    // NO KEY UPDATE, the lock the balance UPDATE takes anyway: it serialises movements, yet leaves alone the KEY
    // SHARE lock that inserting a row pointing at the member takes (a listing, a message), which FOR UPDATE would
    // wait on and could deadlock with.
    .for('no key update');
  return new Map(rows.map(({ id, ...balances }) => [id, balances]));
}

/**
 * Applies the postings as one movement, or none of it: an unknown member or a balance that would go below zero
 * throws (the spec's 'Insufficient balance' / 'Insufficient coins'), and the caller's transaction rolls back.
 *
 * `idempotencyKey` names the movement: when entries with that key exist for these members, it was applied before
 * and nothing changes (`applied: false`), so a retried request or a duplicated webhook moves money once.
 */
export async function postMovement(
  tx: EventTransaction,
  { idempotencyKey, postings }: { idempotencyKey: string; postings: Posting[] },
): Promise<{ applied: boolean; balances: Map<string, Balances>; before: Map<string, Balances> }> {
  if (postings.length === 0) throw new Error('a movement needs at least one posting');
  for (const posting of postings) {
    if (!Number.isSafeInteger(posting.delta) || posting.delta === 0) {
      throw new Error(`a posting moves a whole, non-zero amount (got ${posting.delta})`);
    }
  }
  const userIds = [...new Set(postings.map((posting) => posting.userId))];
  await lockMemberEvents(tx, userIds);
  // The locks come first: a concurrent retry with the same key then waits here and sees this one's entries.
  const balances = await lockBalances(tx, userIds);

  const next = new Map([...balances].map(([id, b]) => [id, { ...b }]));
  for (const posting of postings) {
    const current = next.get(posting.userId);
    if (!current) throw new Error(`ledger posting for an unknown member ${posting.userId}`);
    current[balanceField[posting.currency]] += posting.delta;
  }

  // Entries before balances: the unique key turns a movement applied before into no new rows, and then nothing
  // else changes. (A movement is all its entries or none, so finding some but not all means a bug.)
  const inserted = await tx
    .insert(ledgerEntries)
    .values(
      postings.map((posting) => ({
        userId: posting.userId,
        type: posting.delta > 0 ? ('received' as const) : ('sent' as const),
        kind: posting.kind,
        currency: posting.currency,
        amount: Math.abs(posting.delta),
        description: posting.description,
        idempotencyKey,
        reversesId: posting.reversesId ?? null,
        orderId: posting.orderId ?? null,
        withdrawalId: posting.withdrawalId ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: ledgerEntries.id });
  if (inserted.length === 0) return { applied: false, balances, before: balances };
  if (inserted.length !== postings.length) throw new Error(`movement ${idempotencyKey} was partly applied before`);

  // After the entries, so that a retry of a movement already applied is reported as done, not as short.
  for (const posting of postings) {
    const after = next.get(posting.userId)!;
    if (after[balanceField[posting.currency]] < 0) {
      throw insufficientFunds(posting.currency);
    }
  }
  const clearing = new Map<string, ClearingChanges>();
  for (const [userId, after] of next) {
    const dealIds = postings.filter((p) => p.userId === userId && p.fromClearingOf).map((p) => p.fromClearingOf!);
    const changes = sharesAfter(userId, after, postings, await lockDealClearings(tx, userId, dealIds));
    if (changes.added.length > 0 || changes.taken.size > 0 || balances.get(userId)!.clearingCoins > 0) {
      clearing.set(userId, changes);
    }
  }
  const repaid = await repayDebts(tx, idempotencyKey, next, postings);
  // One statement for every member of the movement; the rows are already locked.
  const changes = userIds.map((userId) => {
    const b = next.get(userId)!;
    return sql`(${userId}::uuid, ${b.cashBalanceCents}::bigint, ${b.dragonCoins}::integer, ${b.heldCoins}::integer, ${b.convertibleCoins}::integer, ${b.clearingCoins}::integer, ${b.debtCoins}::integer)`;
  });
  await tx.execute(sql`
    UPDATE ${users} SET
      cash_balance_cents = change.cash,
      dragon_coins = change.coins,
      held_coins = change.held,
      convertible_coins = change.convertible,
      clearing_coins = change.clearing,
      debt_coins = change.debt
    FROM (VALUES ${sql.join(changes, sql`, `)}) AS change (id, cash, coins, held, convertible, clearing, debt)
    WHERE ${users.id} = change.id`);
  for (const [userId, changes] of clearing) {
    await writeClearings(tx, userId, changes, next.get(userId)!.clearingCoins);
  }
  for (const kind of new Set(postings.map((posting) => posting.kind))) {
    const members = postings.filter((posting) => posting.kind === kind).map((posting) => posting.userId);
    await recordMoneyChange(tx, members, kind);
  }
  if (repaid.length > 0) await recordMoneyChange(tx, repaid, 'repayment');
  return { applied: true, balances: next, before: balances };
}

/**
 * Moves coins from one member to another (a coin deal). Both entries carry the key, so the transfer happens once
 * however often it is asked for.
 */
export async function transferCoins(
  tx: EventTransaction,
  input: {
    fromUserId: string;
    toUserId: string;
    coins: number;
    description: string;
    idempotencyKey: string;
    clearing?: Posting['clearing'];
  },
): Promise<{ applied: boolean; balances: Map<string, Balances> }> {
  if (input.fromUserId === input.toUserId) throw new Error('a transfer needs two members');
  if (!Number.isSafeInteger(input.coins) || input.coins <= 0) throw new Error('a transfer moves a positive amount');
  return postMovement(tx, {
    idempotencyKey: input.idempotencyKey,
    postings: [
      {
        userId: input.fromUserId,
        currency: 'coins',
        delta: -input.coins,
        kind: 'deal',
        description: input.description,
      },
      {
        userId: input.toUserId,
        currency: 'coins',
        delta: input.coins,
        kind: 'deal',
        description: input.description,
        clearing: input.clearing,
      },
    ],
  });
}

type DealCoins = { payerId: string; providerId: string; coins: number; description: string; proposalId: string };

/** The key of a deal's hold: completion looks for it to tell a held deal from one accepted before holds existed. */
export const holdKey = (proposalId: string) => `hold:${proposalId}`;

/**
 * Sets a coins deal's coins aside at its acceptance: the payer's available coins go down and their held coins up by
 * as much, once per deal. Short of available coins, it throws 'Insufficient coins' and nothing moves.
 */
export async function holdCoins(tx: EventTransaction, input: Omit<DealCoins, 'providerId'>) {
  if (!Number.isSafeInteger(input.coins) || input.coins <= 0) throw new Error('a hold sets aside a positive amount');
  const posting = { userId: input.payerId, kind: 'hold' as const, description: input.description };
  return postMovement(tx, {
    idempotencyKey: holdKey(input.proposalId),
    postings: [
      { ...posting, currency: 'coins', delta: -input.coins },
      { ...posting, currency: 'held', delta: input.coins },
    ],
  });
}

/**
 * Pays a deal's held coins to the provider at completion: the payer's held coins go down, the provider's available
 * coins up, clearing until `clearsAt` when given (a completion; a ruling's release is final and clears at once).
 * Keyed 'deal:<id>' as the direct payment was, so a deal is paid once whichever way.
 */
export async function releaseHold(tx: EventTransaction, input: DealCoins & { clearsAt?: Date }) {
  if (input.payerId === input.providerId) throw new Error('a release needs two members');
  const kind = 'release' as const;
  return postMovement(tx, {
    idempotencyKey: `deal:${input.proposalId}`,
    postings: [
      { userId: input.payerId, currency: 'held', delta: -input.coins, kind, description: input.description },
      {
        userId: input.providerId,
        currency: 'coins',
        delta: input.coins,
        kind,
        description: input.description,
        clearing: input.clearsAt && { proposalId: input.proposalId, clearsAt: input.clearsAt },
      },
    ],
  });
}

/**
 * Gives a cancelled deal's held coins back to the payer: their held coins go down and their available coins up, the
 * convertible part convertible again. Keyed 'deal:<id>' as the release is, so a deal is paid or refunded, once.
 */
export async function refundHold(tx: EventTransaction, input: Omit<DealCoins, 'providerId'> & { convertible: number }) {
  const posting = { userId: input.payerId, kind: 'refund' as const, description: input.description };
  return postMovement(tx, {
    idempotencyKey: `deal:${input.proposalId}`,
    postings: [
      { ...posting, currency: 'held', delta: -input.coins },
      { ...posting, currency: 'coins', delta: input.coins, earnedCoins: input.convertible },
    ],
  });
}
