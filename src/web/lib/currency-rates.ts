import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type CurrencyCode, type DisplayRates, isApproximate, setDisplayRatesSource } from '#shared/currency.ts';
import { api } from '#web/lib/api-client.ts';

// The display currencies' rates (decision 058), one query for the whole tab. A server-rendered page brings the rates
// it was rendered with in its state (src/web/entry-server.tsx), so the first render converts as the HTML did; after
// that the query is asked again when the rates change (the live event currency-rates.changed, for members) or, for
// visitors, when the tab comes back after a while. formatMoney reads them from this cache (takeRatesFrom).

export const currencyRatesQueryKey = ['currency-rates'] as const;

// Rates change once a day: a tab coming back to the front asks again once this has passed.
const ratesStaleMs = 5 * 60_000;

export const currencyRatesQuery = {
  queryKey: currencyRatesQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get('/currencies/rates', { signal }),
  staleTime: ratesStaleMs,
};

/** From now on figures (formatMoney) convert at the rates this query cache holds, the bundled ones until then. */
export function takeRatesFrom(queryClient: QueryClient): void {
  setDisplayRatesSource(() => queryClient.getQueryData<DisplayRates>(currencyRatesQueryKey));
}

/**
 * Keeps the rates of a display currency other than USD loaded, and renders the caller again when they change, so
 * that its figures follow. Returns the rates, once loaded.
 */
export function useCurrencyRates(code: CurrencyCode): DisplayRates | undefined {
  return useQuery({ ...currencyRatesQuery, enabled: code !== 'USD', notifyOnChangeProps: ['data'] }).data;
}

/** Whether figures in `code` are approximate now: its rate is more than 48 hours old. */
export function useApproximateRate(code: CurrencyCode): boolean {
  const rates = useCurrencyRates(code);
  return isApproximate(code, rates);
}
