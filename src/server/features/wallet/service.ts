// The member's wallet: what it holds and its history, converting coins to cash, and withdrawals (held at once,
// then paid or rejected by an admin). Every balance change goes through the ledger.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { conversionCents } from '#shared/coin-rates.ts';
import { limits, type withdrawalStatuses } from '#shared/constants.ts';
import { formatMoney } from '#shared/currency.ts';
import type { AppContext } from '../../context.ts';
import type { Database, Executor } from '../../db/client.ts';
import { ledgerEntries, orders, users, withdrawals } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { lockMemberEvents, recordAdminEvent, transactWithEvents } from '../../platform/events/record.ts';
import { confirmActiveAdmin, type Member } from '../../platform/guards.ts';
import { createNotification } from '../notifications/service.ts';
import { clearDueCoins, findClearings } from './clearing.ts';
import { viewDealEntries } from './deal-entries.ts';
import { findHolds } from './holds.ts';
import { type Balances, lockBalances, postMovement } from './ledger.ts';
import { ledgerMessages, withdrawalReturnedKey } from './ledger-words.ts';
import { recordMoneyChange } from './money-events.ts';
import { authorizeWithdrawal } from './policy.ts';
import { findCoinRates } from './rates.ts';
import type { OrderRow, TransactionRow, WithdrawalRow } from './rows.ts';
import { type ShownEntryStatus, shownEntryStatus } from './entry-status.ts';

// Coin deals (the proposals feature) pay through the ledger.
export {
  holdCoins,
  holdKey,
  lockBalances,
  notReversed,
  type Posting,
  postMovement,
  refundHold,
  releaseHold,
  transferCoins,
} from './ledger.ts';
// Two admins reversing one movement at once is tested with the other admin races (admin/races.test.ts).
export { reverseTransaction } from './reversal.ts';
export { closeWallet } from './close.ts';
export { ledgerMessages } from './ledger-words.ts';
// Disputes pause, resume and end a deal's clearing; the app runs the clearing job.
export { clearingJob, endClearing, pauseClearing, resumeClearing, runClearingJob } from './clearing.ts';

export type { OrderRow, TransactionRow, WithdrawalRow };

/** Cash and available coins: what the header, the dashboard and the wallet's forms spend from. */
export async function findBalances(
  db: Executor,
  userId: string,
): Promise<Pick<Balances, 'cashBalanceCents' | 'dragonCoins'>> {
  const [row] = await db
    .select({ cashBalanceCents: users.cashBalanceCents, dragonCoins: users.dragonCoins })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound('Account not found');
  return row;
}

/** The parts of a member's coins besides the available ones: held, convertible, clearing, and what they owe. */
export function findCoinShares(db: Executor, userId: string) {
  return db
    .select({
      heldCoins: users.heldCoins,
      convertibleCoins: users.convertibleCoins,
      clearingCoins: users.clearingCoins,
      debtCoins: users.debtCoins,
    })
    .from(users)
    .where(eq(users.id, userId));
}

/**
 * The wallet page: balances, the coins held in deals, the latest orders, ledger entries and withdrawals. The held
 * side of a hold or release is left out of the entries: the holds list shows what is held.
 */
export async function findWallet(db: Database, userId: string) {
  const [balances, [coins], holds, clearings, recentOrders, transactions, recentWithdrawals, rates] = await Promise.all(
    [
      findBalances(db, userId),
      findCoinShares(db, userId),
      findHolds(db, userId),
      findClearings(db, userId),
      db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt))
        .limit(limits.recentOrders),
      db
        .select({ entry: ledgerEntries, shownStatus: shownEntryStatus })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, userId), inArray(ledgerEntries.currency, ['cash', 'coins'])))
        .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
        .limit(limits.recentTransactions),
      db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.userId, userId))
        .orderBy(desc(withdrawals.createdAt))
        .limit(limits.recentWithdrawals),
      findCoinRates(db),
    ],
  );
  return {
    balances: { ...balances, ...(coins ?? { heldCoins: 0, convertibleCoins: 0, clearingCoins: 0, debtCoins: 0 }) },
    holds,
    clearings,
    orders: recentOrders,
    transactions: await withDealViews(db, userId, transactions),
    withdrawals: recentWithdrawals,
    rates,
  };
}

/** A member who owes coins after a ruling takes no cash out until the coins they receive next have repaid it. */
const debtOutstanding = (coins: number) =>
  conflict(
    'DEBT_OUTSTANDING',
    `You owe ${coins} DC after a dispute ruling. You can withdraw once the coins you receive next have repaid it.`,
  );

/**
 * A conversion the convertible coins do not cover, but would once clearing coins clear: refused with the day the
 * first of them becomes convertible. One they would not cover either is left to the ledger (NOT_CONVERTIBLE).
 */
async function refuseClearingConversion(
  tx: Executor,
  userId: string,
  coins: number,
  balances: Balances & { cleared: number },
) {
  if (balances.debtCoins > 0) throw debtOutstanding(balances.debtCoins);
  const convertible = balances.convertibleCoins + balances.cleared;
  const clearing = balances.clearingCoins - balances.cleared;
  if (coins <= convertible || clearing <= 0 || coins > convertible + clearing) return;
  const [first] = await findClearings(tx, userId);
  const day = first && !first.paused ? first.clearsAt.toISOString().slice(0, 10) : null;
  throw conflict(
    'COINS_CLEARING',
    day
      ? `${clearing} DC you earned are still clearing: deals can be disputed for a while after they complete. You can convert up to ${convertible} DC now; the rest from ${day}.`
      : `${clearing} DC you earned are still clearing: deals can be disputed for a while after they complete. You can convert up to ${convertible} DC now; the rest once the dispute on their deal is decided.`,
  );
}

/** The member's deal entries as they read to them (deal-entries.ts). */
async function withDealViews(
  db: Database,
  userId: string,
  rows: { entry: typeof ledgerEntries.$inferSelect; shownStatus: ShownEntryStatus }[],
): Promise<TransactionRow[]> {
  const views = await viewDealEntries(
    db,
    userId,
    rows.map(({ entry }) => entry),
  );
  return rows.map(({ entry, shownStatus }) => ({ ...entry, shownStatus, deal: views.get(entry.id) }));
}

const requestReused = () => conflict('REQUEST_ID_REUSED', 'This request was already made with another amount');
const requestReusedForOther = () =>
  conflict('REQUEST_ID_REUSED', 'This request id was already used for another kind of request');

const conversionKey = (member: Member, requestId: string) => `convert:${member.id}:${requestId}`;
const withdrawalKey = (member: Member, requestId: string) => `${member.id}:${requestId}`;

/**
 * Converts coins to cash at the settings' rate (never the client's: decision 031), only coins earned in deals and
 * cleared (the ledger refuses more than the member's convertible coins, 400 NOT_CONVERTIBLE; clearing ones get 409
 * COINS_CLEARING). The request id makes a retry change nothing twice; the same id with
 * another amount, or one a withdrawal used, is refused (409) rather than served as if it were the first request.
 * The member's id in the key keeps two members who send the same id apart (a movement is everything under one
 * key: see admin reversal).
 */
export async function convertCoins(
  ctx: AppContext,
  member: Member,
  input: { coins: number; requestId: string },
): Promise<Balances> {
  const idempotencyKey = conversionKey(member, input.requestId);
  return transactWithEvents(ctx, async (tx) => {
    const cents = conversionCents(input.coins, (await findCoinRates(tx)).conversionCentsPer100Coins);
    const description = ledgerMessages.conversion(input.coins, formatMoney(cents));
    // Event lock, then the balance row: a retry of this request (or a withdrawal with its id) waits here.
    await lockMemberEvents(tx, [member.id]);
    const locked = (await lockBalances(tx, [member.id])).get(member.id);
    if (!locked) throw notFound('Account not found');
    // Coins whose window closed since the clearing job's last pass convert now, not a poll later.
    const cleared = await clearDueCoins(tx, member.id, new Date(ctx.clock()));
    const [earlier] = await tx
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.idempotencyKey, idempotencyKey), eq(ledgerEntries.currency, 'coins')));
    if (earlier && earlier.amount !== input.coins) throw requestReused();
    const [withdrawal] = await tx
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(eq(withdrawals.idempotencyKey, withdrawalKey(member, input.requestId)));
    if (withdrawal) throw requestReusedForOther();
    if (!earlier) await refuseClearingConversion(tx, member.id, input.coins, { ...locked, cleared });
    const { balances } = await postMovement(tx, {
      idempotencyKey,
      postings: [
        { userId: member.id, currency: 'coins', delta: -input.coins, kind: 'conversion', description },
        { userId: member.id, currency: 'cash', delta: cents, kind: 'conversion', description },
      ],
    });
    return balances.get(member.id)!;
  });
}

/**
 * Holds the cash at once and records a pending withdrawal for an admin to pay or reject. The same request id
 * returns the withdrawal it made the first time; with another amount, or used by a conversion, it is refused.
 */
export async function requestWithdrawal(
  ctx: AppContext,
  member: Member,
  input: { amountCents: number; requestId: string },
): Promise<{ withdrawal: WithdrawalRow; balances: Balances }> {
  const idempotencyKey = withdrawalKey(member, input.requestId);
  return transactWithEvents(ctx, async (tx) => {
    // The event lock, then the member's row: a retry of this request waits here, then finds the withdrawal below.
    await lockMemberEvents(tx, [member.id]);
    const locked = await lockBalances(tx, [member.id]);
    const [earlier] = await tx.select().from(withdrawals).where(eq(withdrawals.idempotencyKey, idempotencyKey));
    if (earlier && earlier.amountCents !== input.amountCents) throw requestReused();
    if (earlier) return { withdrawal: earlier, balances: locked.get(member.id)! };
    const owed = locked.get(member.id)?.debtCoins ?? 0;
    if (owed > 0) throw debtOutstanding(owed);
    const conversion = await tx.$count(
      ledgerEntries,
      eq(ledgerEntries.idempotencyKey, conversionKey(member, input.requestId)),
    );
    if (conversion > 0) throw requestReusedForOther();

    const [withdrawal] = await tx
      .insert(withdrawals)
      .values({ userId: member.id, amountCents: input.amountCents, idempotencyKey })
      .returning();
    if (!withdrawal) throw new Error('withdrawal insert returned nothing');
    const { balances } = await postMovement(tx, {
      idempotencyKey: `withdrawal:${withdrawal.id}`,
      postings: [
        {
          userId: member.id,
          currency: 'cash',
          delta: -input.amountCents,
          kind: 'withdrawal',
          description: ledgerMessages.withdrawal(formatMoney(input.amountCents)),
          withdrawalId: withdrawal.id,
        },
      ],
    });
    return { withdrawal, balances: balances.get(member.id)! };
  });
}

type Decision = 'paid' | 'rejected';

/**
 * An admin's decision on a pending withdrawal: paid (the held cash has left the platform) or rejected (a reversing
 * entry returns it). The member is notified either way.
 */
export async function decideWithdrawal(
  ctx: AppContext,
  admin: Member,
  input: { withdrawalId: string; decision: Decision },
): Promise<WithdrawalRow> {
  return transactWithEvents(ctx, async (tx) => {
    await confirmActiveAdmin(tx, admin.id);
    const [withdrawal] = await tx
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.id, input.withdrawalId))
      .for('update');
    if (!withdrawal) throw notFound('Withdrawal not found');
    // On the locked row: of two admins deciding at once, the second finds it decided.
    authorizeWithdrawal(admin, { withdrawal }, input.decision === 'paid' ? 'pay' : 'reject');
    const amount = formatMoney(withdrawal.amountCents);
    // Event lock before the balance row, the order every transaction that does both keeps (see ledger.ts). Paid,
    // the withdrawal changes state without a movement, so its event is recorded here.
    if (withdrawal.userId) await recordMoneyChange(tx, [withdrawal.userId], 'withdrawal');
    else recordAdminEvent(tx, { type: 'admin.wallets.changed', payload: { reason: 'withdrawal' } });
    if (input.decision === 'rejected' && withdrawal.userId) {
      const [hold] = await tx
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.withdrawalId, withdrawal.id), eq(ledgerEntries.kind, 'withdrawal')));
      await postMovement(tx, {
        idempotencyKey: `${withdrawalReturnedKey}:${withdrawal.id}`,
        postings: [
          {
            userId: withdrawal.userId,
            currency: 'cash',
            delta: withdrawal.amountCents,
            kind: 'reversal',
            description: ledgerMessages.withdrawalReturned(amount),
            reversesId: hold?.id,
            withdrawalId: withdrawal.id,
          },
        ],
      });
    }
    const [decided] = await tx
      .update(withdrawals)
      .set({ status: input.decision, decidedBy: admin.id, decidedAt: new Date(ctx.clock()) })
      .where(eq(withdrawals.id, withdrawal.id))
      .returning();
    await recordAudit(tx, {
      actorId: admin.id,
      action: `withdrawal.${input.decision}`,
      targetType: 'withdrawal',
      targetId: withdrawal.id,
      details: { amountCents: withdrawal.amountCents, userId: withdrawal.userId },
    });
    if (withdrawal.userId) {
      await createNotification(tx, {
        userId: withdrawal.userId,
        type: 'withdrawal_updated',
        title: input.decision === 'paid' ? 'Withdrawal paid' : 'Withdrawal rejected',
        message:
          input.decision === 'paid'
            ? `Your withdrawal of ${amount} has been paid.`
            : `Your withdrawal of ${amount} was rejected and the amount returned to your cash balance.`,
        relatedId: withdrawal.id,
      });
    }
    return decided!;
  });
}

/** The admin's withdrawal list, newest first, optionally by status, with each member's contact. */
export async function findWithdrawalsForAdmin(
  db: Database,
  query: { status?: (typeof withdrawalStatuses)[number]; page: number; pageSize: number },
) {
  const where = query.status ? eq(withdrawals.status, query.status) : undefined;
  const [items, [totalRow]] = await Promise.all([
    db
      .select({ withdrawal: withdrawals, user: { id: users.id, fullName: users.fullName, email: users.email } })
      .from(withdrawals)
      .leftJoin(users, eq(users.id, withdrawals.userId))
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  return { items, total: totalRow?.n ?? 0 };
}
