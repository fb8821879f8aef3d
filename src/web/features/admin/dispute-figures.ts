// The figures of a dispute's ruling and of a case's age, apart from the components so they are tested on their own.

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

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** How long a case has waited, as the Disputes tab reads it: 'Under an hour', '5 hours', '3 days'. */
export function describeCaseAge(openedAt: string, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - new Date(openedAt).getTime());
  if (elapsed < hourMs) return 'Under an hour';
  if (elapsed < dayMs) return plural(Math.floor(elapsed / hourMs), 'hour');
  return plural(Math.floor(elapsed / dayMs), 'day');
}
