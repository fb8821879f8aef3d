import type { PaymentType } from '#shared/constants.ts';

// The payment types (#shared/constants.ts) as message ids, for the screens to say in the page's language: every
// listing card shows them, so they are apart from the other labels (shared-labels.ts).

/** Cash, Dragon Coins, Trade/Barter. */
export const paymentTypeMessages = {
  cash: 'components.paymentType.cash',
  coins: 'components.paymentType.coins',
  trade: 'components.paymentType.trade',
} as const satisfies Record<PaymentType, string>;
