// Clearing (docs/decisions/032-clearing-and-debts.md): coins a completed deal released stay out of the convertible
// coins until its dispute window closes, and while a dispute on it is open. users.clearing_coins is their total, one
// coin_clearings row per deal its part. The ledger (ledger.ts) adds a deal's coins here and takes spent ones out; the
// job below, a conversion and a ruling move the due ones to the convertible coins. All of it runs under the member's
// event lock and balance row, so a job, a dispute and a spend on the same member take turns.
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { coinClearings, proposals, users } from '../../db/schema/index.ts';
import { lockMemberEvents, transactWithEvents, type EventTransaction } from '../../platform/events/record.ts';
import { scheduleJob, type ScheduledJob } from '../../platform/jobs.ts';
import { recordMoneyChange } from './money-events.ts';

export const clearingJob = 'wallet.clear';

/** Coins a deal credits as clearing, and the coins of a deal's clearing a take-back debits first. */
export type ClearingChanges = {
  added: { proposalId: string; clearsAt: Date; coins: number }[];
  taken: Map<string, number>;
};

/** The clearing coins of these deals for this member, locked: a take-back spends its own deal's first. */
export async function lockDealClearings(tx: Executor, userId: string, proposalIds: string[]) {
  if (proposalIds.length === 0) return new Map<string, number>();
  const rows = await tx
    .select({ proposalId: coinClearings.proposalId, coins: coinClearings.coins })
    .from(coinClearings)
    .where(and(eq(coinClearings.userId, userId), inArray(coinClearings.proposalId, proposalIds)))
    .orderBy(asc(coinClearings.id))
    .for('update');
  return new Map(rows.map((row) => [row.proposalId, row.coins]));
}

/**
 * Brings the member's rows to the new total: the deals' credits and take-backs first, then coins spent from clearing
 * come out of the deals that clear last, so what stays clearing is what clears soonest.
 */
export async function writeClearings(
  tx: EventTransaction,
  userId: string,
  changes: ClearingChanges,
  total: number,
): Promise<void> {
  for (const { proposalId, clearsAt, coins } of changes.added) {
    await tx
      .insert(coinClearings)
      .values({ proposalId, userId, coins, clearsAt })
      .onConflictDoUpdate({
        target: [coinClearings.proposalId, coinClearings.userId],
        set: { coins: sql`${coinClearings.coins} + ${coins}`, clearsAt, paused: false },
      });
    await scheduleJob(tx, { kind: clearingJob, key: `${proposalId}:${userId}`, runAt: clearsAt, payload: { userId } });
  }
  for (const [proposalId, coins] of changes.taken) {
    await tx
      .update(coinClearings)
      .set({ coins: sql`${coinClearings.coins} - ${coins}` })
      .where(and(eq(coinClearings.proposalId, proposalId), eq(coinClearings.userId, userId)));
  }
  const rows = await tx
    .select({ id: coinClearings.id, coins: coinClearings.coins })
    .from(coinClearings)
    .where(and(eq(coinClearings.userId, userId), gt(coinClearings.coins, 0)))
    .orderBy(desc(coinClearings.paused), desc(coinClearings.clearsAt), desc(coinClearings.id));
  let excess = rows.reduce((sum, row) => sum + row.coins, 0) - total;
  if (excess < 0) throw new Error(`the clearing rows of ${userId} hold less than their total`);
  for (const row of rows) {
    if (excess === 0) break;
    const spent = Math.min(row.coins, excess);
    await tx
      .update(coinClearings)
      .set({ coins: row.coins - spent })
      .where(eq(coinClearings.id, row.id));
    excess -= spent;
  }
}

/**
 * Moves the member's clearing coins that are due (window closed, no dispute open) to their convertible coins. The
 * caller holds the member's event lock; the balance row is locked here. Returns how many coins cleared.
 */
export async function clearDueCoins(tx: EventTransaction, userId: string, now: Date): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const due = await tx
    .delete(coinClearings)
    .where(and(eq(coinClearings.userId, userId), eq(coinClearings.paused, false), lte(coinClearings.clearsAt, now)))
    .returning({ coins: coinClearings.coins });
  const coins = due.reduce((sum, row) => sum + row.coins, 0);
  if (coins === 0) return 0;
  await tx
    .update(users)
    .set({
      clearingCoins: sql`${users.clearingCoins} - ${coins}`,
      convertibleCoins: sql`${users.convertibleCoins} + ${coins}`,
    })
    .where(eq(users.id, userId));
  await recordMoneyChange(tx, [userId], 'clearing');
  return coins;
}

/** The clearing job: the deal's window has closed, so its coins (and any other due ones) become convertible. */
export async function runClearingJob(ctx: AppContext, job: ScheduledJob): Promise<void> {
  const { userId } = (job.payload ?? {}) as { userId?: unknown };
  if (typeof userId !== 'string') throw new Error(`clearing job ${job.id} names no member`);
  await transactWithEvents(ctx, async (tx) => {
    await lockMemberEvents(tx, [userId]);
    await clearDueCoins(tx, userId, new Date(ctx.clock()));
  });
}

/** A dispute opened on a completed deal: its coins stay clearing, whatever the date, until it is withdrawn or decided. */
export async function pauseClearing(tx: EventTransaction, proposalId: string): Promise<void> {
  await tx.update(coinClearings).set({ paused: true }).where(eq(coinClearings.proposalId, proposalId));
}

/** The dispute was withdrawn: the deal's coins clear at the end of its window, or now if that has passed. */
export async function resumeClearing(ctx: AppContext, tx: EventTransaction, proposalId: string): Promise<void> {
  const resumed = await tx
    .update(coinClearings)
    .set({ paused: false })
    .where(and(eq(coinClearings.proposalId, proposalId), gt(coinClearings.coins, 0)))
    .returning({ userId: coinClearings.userId, clearsAt: coinClearings.clearsAt });
  const now = ctx.clock();
  for (const { userId, clearsAt } of resumed) {
    const runAt = new Date(Math.max(now, clearsAt.getTime()));
    await scheduleJob(tx, { kind: clearingJob, key: `${proposalId}:${userId}`, runAt, payload: { userId } });
  }
}

/**
 * A ruling is final (no dispute can follow it), so what it left of the deal's clearing coins clears at once. The
 * ruling holds both parties' event locks.
 */
export async function endClearing(ctx: AppContext, tx: EventTransaction, proposalId: string): Promise<void> {
  const now = new Date(ctx.clock());
  const ended = await tx
    .update(coinClearings)
    .set({ paused: false, clearsAt: now })
    .where(eq(coinClearings.proposalId, proposalId))
    .returning({ userId: coinClearings.userId });
  for (const { userId } of ended) await clearDueCoins(tx, userId, now);
}

/** The member's deals still clearing, soonest first: the wallet shows each with the day it becomes convertible. */
export function findClearings(db: Executor, userId: string) {
  return db
    .select({
      proposalId: coinClearings.proposalId,
      listingTitle: proposals.listingTitle,
      coins: coinClearings.coins,
      clearsAt: coinClearings.clearsAt,
      paused: coinClearings.paused,
    })
    .from(coinClearings)
    .innerJoin(proposals, eq(proposals.id, coinClearings.proposalId))
    .where(and(eq(coinClearings.userId, userId), gt(coinClearings.coins, 0)))
    .orderBy(asc(coinClearings.paused), asc(coinClearings.clearsAt), asc(coinClearings.id));
}
