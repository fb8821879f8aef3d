// What each Stripe Checkout event means for an order. Stripe may deliver an event more than once, several at once,
// and out of order; fulfilOrder credits once, and closing an order never touches a paid one.
import type Stripe from 'stripe';
import type { AppContext } from '../../context.ts';
import { closeOrder, fulfilOrder } from './checkout.ts';
import { isUuid } from '../../platform/ids.ts';

// Sessions made by startCheckout carry the order id twice; anything else on the account is not ours.
function orderIdOf(session: Stripe.Checkout.Session): string | null {
  const id = session.metadata?.orderId ?? session.client_reference_id;
  return id && isUuid(id) ? id : null;
}

export async function handlePaymentEvent(ctx: AppContext, event: Stripe.Event): Promise<void> {
  if (!event.type.startsWith('checkout.session.')) return;
  const session = event.data.object as Stripe.Checkout.Session;
  const orderId = orderIdOf(session);
  if (!orderId) {
    ctx.log.warn({ eventId: event.id, type: event.type }, 'checkout event without an order id');
    return;
  }
  const paid =
    event.type === 'checkout.session.async_payment_succeeded' ||
    (event.type === 'checkout.session.completed' &&
      (session.payment_status === 'paid' || session.payment_status === 'no_payment_required'));
  if (paid) {
    await fulfilOrder(ctx, {
      orderId,
      amountCents: session.amount_total ?? -1,
      currency: session.currency ?? '',
      providerSessionId: session.id,
    });
  } else if (event.type === 'checkout.session.async_payment_failed') {
    await closeOrder(ctx, orderId, 'failed');
  } else if (event.type === 'checkout.session.expired') {
    await closeOrder(ctx, orderId, 'cancelled');
  }
}
