// Closing a member's wallet when they delete their account: what is left is written off through the ledger.
import { and, asc, eq, gt } from 'drizzle-orm';
import { orders, withdrawals } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { EventTransaction } from '../../platform/events/record.ts';
import { type Balances, lockBalances, postMovement } from './ledger.ts';
import { ledgerMessages } from './ledger-words.ts';

/** How long a checkout can still be paid after it started (Stripe's default session lifetime). */
const checkoutOpenMs = 24 * 60 * 60 * 1000;

/**
 * Account deletion: refuses while money is on its way in or out (a withdrawal's held cash awaits an admin; a coin
 * purchase can still be paid, and would then credit nobody), then writes off what is left of both balances as
 * adjustments, so the ledger still sums to the balances. Runs in the deletion's transaction after its event lock,
 * like every wallet change: the open orders first, then the balance row, which stays locked until the commit.
 */
export async function closeWallet(tx: EventTransaction, userId: string, now: Date): Promise<Balances> {
  const openOrders = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'pending'),
        gt(orders.createdAt, new Date(now.getTime() - checkoutOpenMs)),
      ),
    )
    .orderBy(asc(orders.id))
    .for('update');
  if (openOrders.length > 0) {
    throw conflict(
      'ORDER_PENDING',
      'You have a Dragon Coins purchase waiting for payment. Your account can be deleted once it is paid or has expired (24 hours after it started).',
    );
  }
  const balances = (await lockBalances(tx, [userId])).get(userId);
  if (!balances) throw notFound('Account not found');
  const pending = await tx.$count(withdrawals, and(eq(withdrawals.userId, userId), eq(withdrawals.status, 'pending')));
  if (pending > 0) {
    throw conflict(
      'WITHDRAWAL_PENDING',
      'You have a pending withdrawal. Your account can be deleted once an administrator has decided on it.',
    );
  }
  const description = ledgerMessages.closed;
  const postings = [
    { currency: 'cash' as const, delta: -balances.cashBalanceCents },
    { currency: 'coins' as const, delta: -balances.dragonCoins },
  ]
    .filter((posting) => posting.delta !== 0)
    .map((posting) => ({ ...posting, userId, kind: 'adjustment' as const, description }));
  if (postings.length > 0) await postMovement(tx, { idempotencyKey: `account-closed:${userId}`, postings });
  return balances;
}
