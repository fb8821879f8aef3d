import { type CoinRates, conversionCents, packsOf } from '#shared/coin-rates.ts';
import { conversionOptions } from '#shared/constants.ts';
import type { AdminTransaction } from '#shared/schemas/admin.ts';
import type {
  AdminWithdrawal,
  WalletOrder,
  WalletRates,
  WalletSummary,
  WalletTransaction,
  WalletWithdrawal,
} from '#shared/schemas/wallet.ts';
import type { Locale } from '#shared/locales.ts';
import type { Member } from '../../platform/guards.ts';
import { translate } from '../../platform/texts.ts';
import type { AdminTransactionRow } from './admin-transactions.ts';
import { translateLedgerLine } from './ledger-words.ts';
import { transactionAbilities, withdrawalAbilities } from './policy.ts';
import type { OrderRow, TransactionRow, WithdrawalRow } from './rows.ts';
import type { findWallet } from './service.ts';

export function presentOrder(order: OrderRow): WalletOrder {
  return {
    id: order.id,
    coins: order.coins,
    amountCents: order.amountCents,
    currency: order.currency,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
  };
}

/**
 * The status is the one the admin's Transactions tab shows too (entry-status.ts); a deal's entry reads as it was to
 * the member (deal-entries.ts), and a hold is pending until its deal pays or returns it. The words are the member's
 * language (ledger-words.ts).
 */
export function presentTransaction(entry: TransactionRow, locale: Locale): WalletTransaction {
  const held = entry.deal?.shownType === 'held';
  return {
    id: entry.id,
    type: entry.deal?.shownType ?? entry.type,
    currency: entry.currency,
    amount: entry.amount,
    description: entry.deal ? translate(locale, entry.deal.label) : translateLedgerLine(locale, entry),
    status: held && !entry.deal?.settled ? 'pending' : entry.shownStatus,
    createdAt: entry.createdAt.toISOString(),
  };
}

export function presentWithdrawal(withdrawal: WithdrawalRow): WalletWithdrawal {
  return {
    id: withdrawal.id,
    amountCents: withdrawal.amountCents,
    status: withdrawal.status,
    createdAt: withdrawal.createdAt.toISOString(),
    decidedAt: withdrawal.decidedAt?.toISOString() ?? null,
  };
}

export function presentRates(rates: CoinRates): WalletRates {
  const rate = rates.conversionCentsPer100Coins;
  return {
    packs: packsOf(rates),
    conversionCentsPer100Coins: rate,
    conversions: conversionOptions.map((coins) => ({ coins, cashCents: conversionCents(coins, rate) })),
  };
}

export function presentWallet(wallet: Awaited<ReturnType<typeof findWallet>>, locale: Locale): WalletSummary {
  return {
    ...wallet.balances,
    holds: wallet.holds.map((hold) => ({ ...hold, since: hold.since.toISOString() })),
    clearings: wallet.clearings.map(({ paused, clearsAt, ...clearing }) => ({
      ...clearing,
      clearsAt: clearsAt.toISOString(),
      disputed: paused,
    })),
    rates: presentRates(wallet.rates),
    subscription: null,
    orders: wallet.orders.map(presentOrder),
    transactions: wallet.transactions.map((entry) => presentTransaction(entry, locale)),
    withdrawals: wallet.withdrawals.map(presentWithdrawal),
  };
}

export function presentAdminWithdrawal(
  { withdrawal, user }: { withdrawal: WithdrawalRow; user: AdminWithdrawal['user'] },
  viewer: Member,
): AdminWithdrawal {
  return { ...presentWithdrawal(withdrawal), user, can: withdrawalAbilities(viewer, { withdrawal }) };
}

export function presentAdminTransaction(
  { entry, shownStatus, user, reversedById, movementMemberIds, movementReversed, legs }: AdminTransactionRow,
  viewer: Member,
): AdminTransaction {
  return {
    id: entry.id,
    user,
    type: entry.type,
    kind: entry.kind,
    currency: entry.currency,
    amount: entry.amount,
    description: entry.description,
    status: shownStatus,
    reversesId: entry.reversesId,
    reversedById,
    createdAt: entry.createdAt.toISOString(),
    legs: legs.map((leg) => ({ ...leg, amount: Number(leg.amount) })),
    can: transactionAbilities(viewer, { entry, memberIds: movementMemberIds, reversed: movementReversed }),
  };
}
