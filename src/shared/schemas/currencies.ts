// The display currencies' rates (issue 35, decision 058): what every page converts its figures with, and what the
// admin's Currency Rates panel reads and pins.
import { z } from 'zod';
import { type CurrencyCode, currencyCodes, defaultCurrency, type DisplayRates } from '../currency.ts';

const currencyCode = z.enum(currencyCodes);

/** GET /api/currencies/rates: units per US dollar (USD itself left out), and the rates too old to be exact. */
export const displayRatesSchema = z.object({
  rates: z.partialRecord(currencyCode, z.number().positive()),
  approximate: z.array(currencyCode),
}) satisfies z.ZodType<DisplayRates>;

/** The currencies an admin may pin: every one but the base, whose rate is 1 by definition. */
export const pinnableCurrencyCodes = currencyCodes.filter((code) => code !== defaultCurrency) as [
  CurrencyCode,
  ...CurrencyCode[],
];

export const currencyParamsSchema = z.object({ code: z.enum(pinnableCurrencyCodes) });

export const pinnedRateMessage = 'The rate must be a positive number of units per US dollar';
/** A pinned rate: at most a billion units per dollar (the weakest currency in use is far from it). */
export const maxPinnedRate = 1_000_000_000;

export const pinCurrencyRateSchema = z.object({
  rate: z.number({ error: pinnedRateMessage }).positive(pinnedRateMessage).max(maxPinnedRate, pinnedRateMessage),
});
export type PinCurrencyRateInput = z.infer<typeof pinCurrencyRateSchema>;

export const rateSources = ['bundled', 'feed'] as const;

/** One currency as the admin sees it: the rate in use (the pin, else the latest) and where the latest came from. */
export const adminCurrencyRateSchema = z.object({
  code: currencyCode,
  /** The rate figures use: the pinned one while there is one. */
  rate: z.number(),
  /** The latest rate of the feed (or of the bundled table, before the feed's first), kept while a pin holds. */
  latestRate: z.number(),
  /** When the latest rate was current (the feed's own time; the install's for the bundled table). */
  latestAt: z.iso.datetime({ offset: true }),
  source: z.enum(rateSources),
  pinnedRate: z.number().nullable(),
  pinnedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Figures in it read '≈': the rate in use is the latest, and that is more than 48 hours old. */
  approximate: z.boolean(),
});
export type AdminCurrencyRate = z.infer<typeof adminCurrencyRateSchema>;

export const adminCurrencyRatesSchema = z.object({
  /** Whether a rates feed is configured (CURRENCY_RATES_URL); without one, rates change only by a pin. */
  feedConfigured: z.boolean(),
  items: z.array(adminCurrencyRateSchema),
});
export type AdminCurrencyRates = z.infer<typeof adminCurrencyRatesSchema>;
