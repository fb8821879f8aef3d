// The figures of a dispute's ruling, apart from the components so they are tested on their own.
import { rulingCoinParts } from '#shared/dispute-coins.ts';
import { type AdminDisputeCase, disputeMessages, type ResolveDisputeInput } from '#shared/schemas/disputes.ts';
import { formatCoins } from '#shared/price.ts';

export type SplitFigures = { providerCoins: number; payerCoins: number };

/** The provider's share of a split as a whole number of coins: 60% of 50 DC is 30 DC, the payer gets 20 back. */
export function splitByPercent(coins: number, percent: number): SplitFigures {
  const share = Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
  // Rounded, since coins are whole; the payer gets exactly the rest, so nothing is lost or made up.
  const providerCoins = Math.round((coins * share) / 100);
  return { providerCoins, payerCoins: coins - providerCoins };
}

/** The same split named in coins, kept between none and all of the deal's coins. */
export function splitByCoins(coins: number, providerCoins: number): SplitFigures {
  const provider = Number.isFinite(providerCoins) ? Math.min(coins, Math.max(0, Math.round(providerCoins))) : 0;
  return { providerCoins: provider, payerCoins: coins - provider };
}

/** The provider's share in percent, for a coins input shown beside the percentage. */
export function percentOf(coins: number, providerCoins: number): number {
  return coins > 0 ? Math.round((providerCoins / coins) * 100) : 0;
}

type CaseDeal = Pick<AdminDisputeCase['deal'], 'status' | 'coinAmount' | 'payer' | 'provider'>;
const nameOf = (party: CaseDeal['payer']) => party?.fullName ?? 'Deleted user';

/**
 * What a ruling does with the deal's coins, one line per side, in the figures the server settles with
 * (#shared/dispute-coins.ts). A completed deal's coins are the provider's already: they keep their part and give
 * back the payer's.
 */
export function describeRulingCoins(deal: CaseDeal, ruling: ResolveDisputeInput): string[] {
  const parts = rulingCoinParts(deal.coinAmount, ruling);
  if (parts === 'NO_COINS') return [disputeMessages.noCoinsToSplit];
  if (parts === 'SPLIT_RANGE') return [disputeMessages.splitRange];
  if (parts === null) {
    const side = ruling.outcome === 'release' ? 'provider' : 'payer';
    return [`No Dragon Coins move: this deal was not paid in coins. It is decided for the ${side}.`];
  }
  const provider = `${nameOf(deal.provider)} (provider)`;
  const payer = `${nameOf(deal.payer)} (payer)`;
  if (deal.status === 'completed') {
    return [
      `${provider} keeps ${formatCoins(parts.providerCoins)}`,
      `${payer} gets ${formatCoins(parts.payerCoins)} back from the provider`,
    ];
  }
  return [
    `${provider} gets ${formatCoins(parts.providerCoins)}`,
    `${payer} gets ${formatCoins(parts.payerCoins)} back`,
  ];
}
