import { type CurrencyCode, defaultCurrency } from '#shared/currency.ts';
import { useSession } from '#web/lib/session.ts';

/** The member's chosen display currency; amounts are stored in USD and converted only for display. */
export function useDisplayCurrency(): CurrencyCode {
  return useSession().user?.currency ?? defaultCurrency;
}
