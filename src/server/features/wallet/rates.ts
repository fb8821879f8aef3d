// What coins cost and convert for now: the platform settings' prices and rate (decision 031), read where money moves
// so that a price or a rate never comes from the client.
import { type CoinRates, packsOf } from '#shared/coin-rates.ts';
import type { Executor } from '../../db/client.ts';
import { readPlatformSettings } from '../../platform/settings.ts';

export async function findCoinRates(db: Executor): Promise<CoinRates> {
  const settings = await readPlatformSettings(db);
  return {
    coinPack100PriceCents: settings.coinPack100PriceCents,
    coinPack500PriceCents: settings.coinPack500PriceCents,
    coinPack1000PriceCents: settings.coinPack1000PriceCents,
    conversionCentsPer100Coins: settings.conversionCentsPer100Coins,
  };
}

/** The pack of `coins` at its price now, or undefined when no pack has that many coins. */
export async function findCoinPack(db: Executor, coins: number) {
  return packsOf(await findCoinRates(db)).find((pack) => pack.coins === coins);
}
