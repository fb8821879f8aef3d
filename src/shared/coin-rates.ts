// What coins cost and what they convert for, set by the admin (platform settings), and the one rule between the two
// (decision 031): a coin never converts to more cash than the cheapest pack sells one for, so no round trip through a
// second account (buy, pay it in a deal, convert) returns more cash than went in.

/** The coin packs on sale: their sizes are fixed (the spec's 100, 500 and 1000 DC); their prices are settings. */
export const coinPackSizes = [100, 500, 1000] as const;
export type CoinPackSize = (typeof coinPackSizes)[number];
export type CoinPack = { coins: number; priceCents: number };

/** The rate is quoted per 100 DC; coins convert in whole hundreds (constants.ts: conversionOptions), so in cents. */
export const conversionQuoteCoins = 100;

/** The settings fields that carry the prices and the rate (platform_settings and the admin's form). */
export const packPriceFields = {
  100: 'coinPack100PriceCents',
  500: 'coinPack500PriceCents',
  1000: 'coinPack1000PriceCents',
} as const satisfies Record<CoinPackSize, string>;
export type PackPriceField = (typeof packPriceFields)[CoinPackSize];
export type CoinRateField = PackPriceField | 'conversionCentsPer100Coins';
export type CoinRates = Record<CoinRateField, number>;

/** The spec's prices, and the conversion rate they allow at most: the 1000 DC pack's $90 is 9 cents a coin. */
export const defaultCoinRates: CoinRates = {
  coinPack100PriceCents: 1000,
  coinPack500PriceCents: 4500,
  coinPack1000PriceCents: 9000,
  conversionCentsPer100Coins: 900,
};

/** A pack's price bounds: Stripe charges no less than $0.50; $10,000 stops a slipped digit. */
export const packPriceCentsMin = 50;
export const packPriceCentsMax = 1_000_000;

export function packsOf(rates: CoinRates): CoinPack[] {
  return coinPackSizes.map((coins) => ({ coins, priceCents: rates[packPriceFields[coins]] }));
}

/** The most 100 DC may convert for under these prices: the cheapest pack's price per coin, rounded down to a cent. */
export function maxConversionCentsPer100Coins(packs: readonly CoinPack[]): number {
  return Math.min(...packs.map((pack) => Math.floor((pack.priceCents * conversionQuoteCoins) / pack.coins)));
}

/** The cash `coins` convert for at the rate; the steps are whole hundreds, so it is exact. */
export function conversionCents(coins: number, centsPer100Coins: number): number {
  return Math.floor((coins * centsPer100Coins) / conversionQuoteCoins);
}

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export type CoinRateBreach = { field: CoinRateField; message: string };

/**
 * Whether the prices and the rate keep the rule, and if not, which field to blame: the rate when it is among the
 * fields just changed (or no price is), otherwise the cheapest pack the new prices broke it with. Exact: compared in
 * whole cents times coins, never in fractions.
 */
export function findCoinRateBreach(
  rates: CoinRates,
  changed: readonly CoinRateField[] = ['conversionCentsPer100Coins'],
): CoinRateBreach | null {
  const rate = rates.conversionCentsPer100Coins;
  const breaking = packsOf(rates)
    .filter((pack) => rate * pack.coins > pack.priceCents * conversionQuoteCoins)
    .sort((a, b) => a.priceCents * b.coins - b.priceCents * a.coins);
  const cheapest = breaking[0];
  if (!cheapest) return null;
  const blamePack = !changed.includes('conversionCentsPer100Coins') && changed.length > 0;
  if (blamePack) {
    const field = packPriceFields[cheapest.coins as CoinPackSize];
    return {
      field,
      message: `The ${cheapest.coins} DC pack at ${dollars(cheapest.priceCents)} would sell coins for less than they convert for (${dollars(rate)} per 100 DC): lower the conversion rate first`,
    };
  }
  const most = maxConversionCentsPer100Coins(packsOf(rates));
  return {
    field: 'conversionCentsPer100Coins',
    message: `The conversion rate can be at most ${dollars(most)} per 100 DC, what the cheapest pack sells them for`,
  };
}
