// Buying a coin pack: an order is recorded, then paid through Stripe Checkout (when a secret key is configured)
// or through the built-in test checkout. Either way the coins are credited by fulfilOrder, once, however often
// and in whatever order the payment is reported.
import { eq } from 'drizzle-orm';
import { isLocale, type Locale } from '#shared/locales.ts';
import { successPath } from '#shared/schemas/wallet.ts';
import type Stripe from 'stripe';
import type { AppContext } from '../../context.ts';
import { orders, users } from '../../db/schema/index.ts';
import { enqueueEmail } from '../../platform/email/outbox.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import { lockMemberEvents, recordAdminEvent, transactWithEvents } from '../../platform/events/record.ts';
import type { Member } from '../../platform/guards.ts';
import { createNotification } from '../notifications/service.ts';
import { postMovement } from './ledger.ts';
import { ledgerMessages, packName } from './ledger-words.ts';
import { recordMoneyChange } from './money-events.ts';
import { findCoinPack } from './rates.ts';
import type { OrderRow } from './service.ts';

// Stripe's payment page in the member's language; it has no Arabic, so there it follows the browser.
const stripeLocales: Record<Locale, Stripe.Checkout.SessionCreateParams.Locale> = {
  en: 'en',
  es: 'es',
  fr: 'fr',
  de: 'de',
  ar: 'auto',
};

/**
 * Records a pending order for the pack at the settings' price and returns where the browser goes to pay it. The
 * order keeps that price: Stripe is asked for it, and a payment of any other amount credits nothing.
 */
export async function startCheckout(ctx: AppContext, member: Member, input: { coins: number }) {
  const order = await transactWithEvents(ctx, async (tx) => {
    const pack = await findCoinPack(tx, input.coins);
    if (!pack) throw new AppError('INVALID_COIN_AMOUNT', 'Invalid Dragon Coin amount');
    // The new pending order shows in the member's other tabs and in the admins' lists.
    await recordMoneyChange(tx, [member.id], 'order');
    const [inserted] = await tx
      .insert(orders)
      .values({
        userId: member.id,
        coins: pack.coins,
        amountCents: pack.priceCents,
        provider: ctx.stripe ? 'stripe' : 'test',
      })
      .returning();
    if (!inserted) throw new Error('order insert returned nothing');
    return inserted;
  });
  if (!ctx.stripe) return { url: `/checkout/test/${order.id}` };

  // The network call happens outside any transaction; the order exists first, so a webhook can always find it.
  let session: Stripe.Checkout.Session;
  try {
    session = await ctx.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: order.amountCents,
            product_data: { name: packName(order.coins, member.language) },
          },
        },
      ],
      locale: isLocale(member.language) ? stripeLocales[member.language] : 'auto',
      client_reference_id: order.id,
      metadata: { orderId: order.id },
      customer_email: member.email,
      success_url: `${ctx.config.appUrl}${successPath({ priceCents: order.amountCents, coins: order.coins })}`,
      cancel_url: `${ctx.config.appUrl}/cancel`,
    });
  } catch (error) {
    ctx.log.error({ err: error, orderId: order.id }, 'stripe checkout session failed');
    await closeOrder(ctx, order.id, 'failed');
    throw new AppError('CHECKOUT_FAILED', 'Failed to create checkout session');
  }
  if (!session.url) {
    // No page to pay on: the order can never be paid, and a pending one would hold up the account's deletion.
    await closeOrder(ctx, order.id, 'failed');
    throw new AppError('CHECKOUT_FAILED', 'No checkout URL received');
  }
  await ctx.db.update(orders).set({ providerSessionId: session.id }).where(eq(orders.id, order.id));
  return { url: session.url };
}

export type FulfilResult = 'credited' | 'already-paid' | 'closed' | 'unknown-order' | 'amount-mismatch';

/**
 * Marks the order paid and credits its coins, with a notification and the transaction_completed email, in one
 * transaction. A payment reported again (a retried or concurrent webhook, a second click on Pay) finds the order
 * paid and changes nothing. An order cancelled or expired meanwhile is still credited (the money was taken),
 * unless `closedWins`: the test checkout takes no money, so there a cancel that came first stands ('closed').
 */
export async function fulfilOrder(
  ctx: AppContext,
  payment: { orderId: string; amountCents: number; currency: string; providerSessionId?: string },
  options: { closedWins?: boolean } = {},
): Promise<FulfilResult> {
  const result = await transactWithEvents(ctx, async (tx): Promise<FulfilResult> => {
    // The order's row lock serialises every report of this payment.
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
    if (!order) return 'unknown-order';
    if (order.status === 'paid') return 'already-paid';
    if (options.closedWins && order.status !== 'pending') return 'closed';
    if (order.amountCents !== payment.amountCents || order.currency !== payment.currency.toLowerCase()) {
      return 'amount-mismatch';
    }
    await tx
      .update(orders)
      .set({
        status: 'paid',
        paidAt: new Date(ctx.clock()),
        providerSessionId: payment.providerSessionId ?? order.providerSessionId,
      })
      .where(eq(orders.id, order.id));
    if (!order.userId) {
      // The buyer deleted their account meanwhile: nobody is left to credit; the order keeps the record.
      ctx.log.warn({ orderId: order.id }, 'a paid order has no member left to credit');
      recordAdminEvent(tx, { type: 'admin.wallets.changed', payload: { reason: 'purchase' } });
      return 'credited';
    }

    const product = packName(order.coins);
    // Event lock before the balance row, the order every transaction that does both keeps (see ledger.ts); the
    // movement records the member's and the admins' events.
    await lockMemberEvents(tx, [order.userId]);
    await postMovement(tx, {
      idempotencyKey: `order:${order.id}`,
      postings: [
        {
          userId: order.userId,
          currency: 'coins',
          delta: order.coins,
          kind: 'purchase',
          description: ledgerMessages.purchase(product),
          orderId: order.id,
        },
      ],
    });
    await createNotification(tx, {
      userId: order.userId,
      type: 'payment_received',
      title: 'Payment received',
      message: (language) => `${packName(order.coins, language)} were added to your wallet.`,
      relatedId: order.id,
    });
    const [buyer] = await tx
      .select({ email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, order.userId));
    if (buyer) {
      await enqueueEmail(tx, {
        to: buyer.email,
        template: 'transaction_completed',
        payload: {
          fullName: buyer.fullName,
          appUrl: ctx.config.appUrl,
          coins: order.coins,
          amountCents: order.amountCents,
        },
      });
    }
    return 'credited';
  });
  if (result === 'credited') ctx.email.kick();
  if (result === 'unknown-order' || result === 'amount-mismatch') {
    ctx.log.error({ payment, result }, 'a payment could not be matched to its order');
  }
  return result;
}

/**
 * A payment that failed or a checkout that expired or was cancelled: a pending order ends; a paid one stays.
 * Returns the order as it now is, so a caller can tell a close that lost the race to a payment.
 */
export async function closeOrder(
  ctx: AppContext,
  orderId: string,
  status: 'cancelled' | 'failed',
): Promise<OrderRow | null> {
  return transactWithEvents(ctx, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.status !== 'pending') return order ?? null;
    if (order.userId) await recordMoneyChange(tx, [order.userId], 'order');
    else recordAdminEvent(tx, { type: 'admin.wallets.changed', payload: { reason: 'order' } });
    const [closed] = await tx.update(orders).set({ status }).where(eq(orders.id, orderId)).returning();
    return closed!;
  });
}

/** The member's own order on the test checkout; 404 for anyone else's, and when Stripe takes payments. */
export async function findTestCheckoutOrder(ctx: AppContext, member: Member, id: string) {
  const [order] = ctx.stripe ? [] : await ctx.db.select().from(orders).where(eq(orders.id, id));
  if (!order || order.userId !== member.id || order.provider !== 'test') throw notFound('Checkout not found');
  return order;
}

/** Pay on the test checkout: the same fulfilment as a Stripe webhook. */
export async function payTestCheckout(ctx: AppContext, member: Member, orderId: string) {
  const order = await findTestCheckoutOrder(ctx, member, orderId);
  const closed = () => conflict('CHECKOUT_CLOSED', 'This checkout was cancelled. Please start a new purchase.');
  if (order.status === 'cancelled' || order.status === 'failed') throw closed();
  // Decided under the order's lock: a cancel that got there first is not overruled by this payment.
  const result = await fulfilOrder(
    ctx,
    { orderId: order.id, amountCents: order.amountCents, currency: order.currency },
    { closedWins: true },
  );
  if (result === 'closed') throw closed();
  return { redirectUrl: successPath({ priceCents: order.amountCents, coins: order.coins }) };
}

/**
 * Cancel on the test checkout. The order's state is decided under its row lock, so a cancel that loses the race to
 * the payment returns 409 with what the order really is, never 'cancelled'.
 */
export async function cancelTestCheckout(ctx: AppContext, member: Member, orderId: string) {
  const order = await findTestCheckoutOrder(ctx, member, orderId);
  const closed = await closeOrder(ctx, order.id, 'cancelled');
  if (closed?.status === 'paid') throw conflict('CHECKOUT_PAID', 'This purchase is already paid.');
  if (closed?.status === 'failed')
    throw conflict('CHECKOUT_CLOSED', 'This checkout failed. Please start a new purchase.');
  return { redirectUrl: '/cancel' };
}
