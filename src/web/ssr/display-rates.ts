import { AsyncLocalStorage } from 'node:async_hooks';
import type { QueryClient } from '@tanstack/react-query';
import { type DisplayRates, setDisplayRatesSource } from '#shared/currency.ts';
import { currencyRatesQueryKey } from '#web/lib/currency-rates.ts';

// The server render's stand-in for takeRatesFrom (lib/currency-rates.ts): each render's figures convert at the rates
// its own query cache read, which travel with the page, so two renders at once never mix and the browser's first
// render converts as the HTML did, even on the day the rates change between two renders.
const renderCache = new AsyncLocalStorage<QueryClient>();

setDisplayRatesSource(() => renderCache.getStore()?.getQueryData<DisplayRates>(currencyRatesQueryKey));

export function runWithDisplayRates<T>(queryClient: QueryClient, render: () => Promise<T>): Promise<T> {
  return renderCache.run(queryClient, render);
}
