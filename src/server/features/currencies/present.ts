import type { CurrencyCode } from '#shared/currency.ts';
import type { AdminCurrencyRate, AdminCurrencyRates } from '#shared/schemas/currencies.ts';
import type { CurrencyRateState } from './service.ts';

export function presentCurrencyRate(row: CurrencyRateState): AdminCurrencyRate {
  return {
    code: row.code as CurrencyCode,
    rate: row.pinnedRate ?? row.rate,
    latestRate: row.rate,
    latestAt: row.asOf.toISOString(),
    source: row.source,
    pinnedRate: row.pinnedRate,
    pinnedAt: row.pinnedAt?.toISOString() ?? null,
    approximate: row.approximate,
  };
}

export function presentCurrencyRates(list: {
  feedConfigured: boolean;
  items: CurrencyRateState[];
}): AdminCurrencyRates {
  return { feedConfigured: list.feedConfigured, items: list.items.map(presentCurrencyRate) };
}
