// A listing's structured price (decision 027) as its columns hold it, and back: the note is '' when there is none.
import type { Price } from '#shared/price.ts';
import type { PriceInput } from '#shared/schemas/listings.ts';
import type { OfferRow } from './rows.ts';

type PriceColumns = Pick<OfferRow, 'priceCashCents' | 'priceCoins' | 'priceUnit' | 'price'>;

export function toPriceColumns(input: PriceInput): PriceColumns {
  return {
    priceCashCents: input.cashCents ?? null,
    priceCoins: input.coins ?? null,
    priceUnit: input.unit,
    price: input.note ?? '',
  };
}

export function readPrice(offer: PriceColumns): Price {
  return { cashCents: offer.priceCashCents, coins: offer.priceCoins, unit: offer.priceUnit, note: offer.price || null };
}
