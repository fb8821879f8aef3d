// What a ruling gives each side of a coins deal, written once: the server settles with it (disputes/settle.ts) and the
// admin's confirmation shows it, so the coins the admin reads are the coins that move.
import type { DisputeOutcome } from './constants.ts';

export type RulingCoinParts = { providerCoins: number; payerCoins: number };

/** Why a ruling's coins cannot be worked out: a split of a deal without coins, or a provider's part out of range. */
export type RulingCoinProblem = 'NO_COINS' | 'SPLIT_RANGE';

/**
 * Each side's coins when a deal of `coins` DC (null: no coins) is ruled on: null for a deal without coins, whose
 * release or refund moves none. `providerCoins` is the provider's part of a split; the payer gets exactly the rest.
 */
export function rulingCoinParts(
  coins: number | null,
  ruling: { outcome: DisputeOutcome; providerCoins?: number },
): RulingCoinParts | null | RulingCoinProblem {
  if (coins === null) return ruling.outcome === 'split' ? 'NO_COINS' : null;
  const provider = { release: coins, refund: 0, split: ruling.providerCoins }[ruling.outcome];
  if (provider === undefined || !Number.isSafeInteger(provider) || provider < 0 || provider > coins) {
    return 'SPLIT_RANGE';
  }
  return { providerCoins: provider, payerCoins: coins - provider };
}
