// The wallet's forms and routes: buying a coin pack, converting coins to cash, requesting a withdrawal, and what
// GET /api/wallet returns. Amounts are integers: cash in USD cents, coins whole.
import { z } from 'zod';
import { coinPackSizes } from '../coin-rates.ts';
import {
  conversionOptions,
  ledgerCurrencies,
  ledgerStatuses,
  ledgerTypes,
  orderStatuses,
  withdrawalOptionsCents,
  withdrawalStatuses,
} from '../constants.ts';
import { pagingQuerySchema } from './paging.ts';

export const walletMessages = {
  purchaseTerms: 'You must agree to the Terms of Use before making a purchase.',
  withdrawTerms: 'You must agree to the Terms of Use before withdrawing.',
  convertTerms: 'You must agree to the Terms of Use before converting.',
  insufficientBalance: 'Insufficient balance',
  insufficientCoins: 'Insufficient coins',
  invalidCoinAmount: 'Invalid Dragon Coin amount',
  purchaseFailed: 'Failed to initiate purchase. Please try again.',
  withdrawFailed: 'Failed to process withdrawal. Please try again.',
  convertFailed: 'Failed to convert coins. Please try again.',
} as const;

const oneOf = <T extends number>(values: readonly T[], message: string) =>
  z.number({ error: message }).refine((value): value is T => (values as readonly number[]).includes(value), message);

const termsAccepted = (message: string) => z.literal(true, { error: message });

// A key the client makes once per action, so a retried request (a lost response, a double click) changes nothing twice.
const requestId = z.uuid({ error: 'Request id must be a UUID' });

export const checkoutSchema = z.object({
  coins: oneOf(coinPackSizes, walletMessages.invalidCoinAmount),
  acceptTerms: termsAccepted(walletMessages.purchaseTerms),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

export const convertCoinsSchema = z.object({
  coins: oneOf(conversionOptions, 'Choose 100 or 500 Dragon Coins'),
  acceptTerms: termsAccepted(walletMessages.convertTerms),
  requestId,
});
export type ConvertCoinsInput = z.infer<typeof convertCoinsSchema>;

export const withdrawalSchema = z.object({
  amountCents: oneOf(withdrawalOptionsCents, 'Choose a withdrawal of $25 or $50'),
  acceptTerms: termsAccepted(walletMessages.withdrawTerms),
  requestId,
});
export type WithdrawalInput = z.infer<typeof withdrawalSchema>;

export const walletBalancesSchema = z.object({ cashBalanceCents: z.number().int(), dragonCoins: z.number().int() });
export type WalletBalances = z.infer<typeof walletBalancesSchema>;

export const walletOrderSchema = z.object({
  id: z.string(),
  coins: z.number().int(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(orderStatuses),
  createdAt: z.string(),
});
export type WalletOrder = z.infer<typeof walletOrderSchema>;

export const walletTransactionSchema = z.object({
  id: z.string(),
  /** Which way it moved; 'held' for coins set aside for a deal (pending until the deal pays or returns them). */
  type: z.enum([...ledgerTypes, 'held']),
  currency: z.enum(ledgerCurrencies),
  /** Cents for cash, whole coins for coins; always positive, `type` says which way. */
  amount: z.number().int(),
  description: z.string(),
  status: z.enum(ledgerStatuses),
  createdAt: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const walletWithdrawalSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  status: z.enum(withdrawalStatuses),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type WalletWithdrawal = z.infer<typeof walletWithdrawalSchema>;

/** POST /api/wallet/withdrawals: the held request and the balances after the hold. */
export const withdrawalCreatedSchema = walletBalancesSchema.extend({ withdrawal: walletWithdrawalSchema });

/** Coins set aside for an accepted coins deal the member pays, until the deal completes. */
export const walletHoldSchema = z.object({
  proposalId: z.string(),
  listingTitle: z.string(),
  coins: z.number().int(),
  since: z.string(),
});
export type WalletHold = z.infer<typeof walletHoldSchema>;

/**
 * A completed deal's coins still clearing: not convertible until `clearsAt` (the end of its dispute window), or,
 * while a dispute on the deal is open (`disputed`), until it is decided.
 */
export const walletClearingSchema = z.object({
  proposalId: z.string(),
  listingTitle: z.string(),
  coins: z.number().int(),
  clearsAt: z.string(),
  disputed: z.boolean(),
});
export type WalletClearing = z.infer<typeof walletClearingSchema>;

/**
 * What coins cost and convert for now, from the platform settings: the packs on sale, the rate per 100 DC and what
 * each conversion step pays, in USD cents.
 */
export const walletRatesSchema = z.object({
  packs: z.array(z.object({ coins: z.number().int(), priceCents: z.number().int() })),
  conversionCentsPer100Coins: z.number().int(),
  conversions: z.array(z.object({ coins: z.number().int(), cashCents: z.number().int() })),
});
export type WalletRates = z.infer<typeof walletRatesSchema>;

/**
 * GET /api/wallet. `dragonCoins` are the available coins, `heldCoins` those held in deals (listed in `holds`),
 * `convertibleCoins` the part of the available coins earned in deals, the only ones that convert to cash,
 * `clearingCoins` the part still clearing (listed in `clearings`), `debtCoins` what a ruling took back that the
 * member no longer had (repaid from the next coins in; no withdrawal until then). No payment provider reports
 * subscriptions yet, so `subscription` is null.
 */
export const walletSummarySchema = walletBalancesSchema.extend({
  heldCoins: z.number().int(),
  convertibleCoins: z.number().int(),
  clearingCoins: z.number().int(),
  debtCoins: z.number().int(),
  holds: z.array(walletHoldSchema),
  clearings: z.array(walletClearingSchema),
  rates: walletRatesSchema,
  subscription: z.object({ status: z.string(), currentPeriodEnd: z.string().nullable() }).nullable(),
  orders: z.array(walletOrderSchema),
  transactions: z.array(walletTransactionSchema),
  withdrawals: z.array(walletWithdrawalSchema),
});
export type WalletSummary = z.infer<typeof walletSummarySchema>;

/** POST /api/wallet/checkout: where the browser goes to pay. */
export const checkoutSessionSchema = z.object({ url: z.string() });

/** GET /api/wallet/test-checkout/:orderId, the built-in checkout used when no payment provider is configured. */
export type TestCheckoutOrder = WalletOrder;

/** Where the browser goes once the test checkout is paid or cancelled. */
export const checkoutResultSchema = z.object({ redirectUrl: z.string() });

/** POST /api/payments/webhook: Stripe needs only a 2xx to stop retrying. */
export const paymentWebhookReceiptSchema = z.object({ received: z.literal(true) });

/** The success page's query: the pack's price in USD as paid (10, 45 or 90 by default) and its coins. */
export function successPath(order: { priceCents: number; coins: number }): string {
  return `/success?product=dragon-coins&amount=${order.priceCents / 100}&coins=${order.coins}`;
}

/** The admin's withdrawal list, newest first; the payout queue is `status=pending`. */
export const adminWithdrawalListQuerySchema = pagingQuerySchema.extend({
  status: z.enum(withdrawalStatuses, { error: 'Status must be pending, paid or rejected' }).optional(),
});

export const adminWithdrawalSchema = walletWithdrawalSchema.extend({
  /** Null once the member deleted their account. */
  user: z.object({ id: z.string(), fullName: z.string(), email: z.string() }).nullable(),
  /** What the viewing admin may do now, by the server's policy (wallet/policy.ts). */
  can: z.object({ pay: z.boolean(), reject: z.boolean() }),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

/** The test checkout's order; any other shape answers 404, as someone else's order does. */
export const orderIdParamsSchema = z.object({ orderId: z.uuid() });
