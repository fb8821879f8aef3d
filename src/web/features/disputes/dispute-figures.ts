// The figures of a dispute's ruling, apart from the components so they are tested on their own.
import type { IntlShape } from 'react-intl';
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

/** A party of a case by name; a deleted account still reads as someone. */
export const nameCaseParty = (party: { fullName: string } | null, intl: IntlShape) =>
  party?.fullName ?? intl.formatMessage({ id: 'disputes.party.deletedUser' });

/**
 * What a ruling does with the deal's coins, one line per side, in the figures the server settles with
 * (#shared/dispute-coins.ts). A completed deal's coins are the provider's already: they keep their part and give
 * back the payer's.
 */
export function describeRulingCoins(deal: CaseDeal, ruling: ResolveDisputeInput, intl: IntlShape): string[] {
  const parts = rulingCoinParts(deal.coinAmount, ruling);
  if (parts === 'NO_COINS') return [disputeMessages.noCoinsToSplit];
  if (parts === 'SPLIT_RANGE') return [disputeMessages.splitRange];
  if (parts === null) {
    return [
      intl.formatMessage({
        id:
          ruling.outcome === 'release'
            ? 'disputes.rulingCoins.noCoinsForProvider'
            : 'disputes.rulingCoins.noCoinsForPayer',
      }),
    ];
  }
  const provider = nameCaseParty(deal.provider, intl);
  const payer = nameCaseParty(deal.payer, intl);
  const providerCoins = formatCoins(parts.providerCoins, intl.locale);
  const payerCoins = formatCoins(parts.payerCoins, intl.locale);
  if (deal.status === 'completed') {
    return [
      intl.formatMessage({ id: 'disputes.rulingCoins.providerKeeps' }, { name: provider, coins: providerCoins }),
      intl.formatMessage({ id: 'disputes.rulingCoins.payerGetsFromProvider' }, { name: payer, coins: payerCoins }),
    ];
  }
  return [
    intl.formatMessage({ id: 'disputes.rulingCoins.providerGets' }, { name: provider, coins: providerCoins }),
    intl.formatMessage({ id: 'disputes.rulingCoins.payerGets' }, { name: payer, coins: payerCoins }),
  ];
}
