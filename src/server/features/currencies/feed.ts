// The rates feed (decision 058): one GET of CURRENCY_RATES_URL, read as ExchangeRate-API's open access feed
// ({"result":"success","base_code":"USD","time_last_update_unix":...,"rates":{"EUR":0.92,...}}; "base" and
// "time_last_updated" are read too, as other free feeds name them). Whatever is wrong with the answer (down, not
// JSON, not against USD, no usable rate) is a FeedError, and the rates stay as they were.
import { z } from 'zod';
import { type CurrencyCode, defaultCurrency, isCurrencyCode } from '#shared/currency.ts';

export class FeedError extends Error {}

/** The rates of the display currencies the feed gave, and the time it says they are from. */
export type FeedRates = { asOf: Date; rates: Map<CurrencyCode, number> };

// A day's rates of every currency are a few kilobytes; a feed sending megabytes is not the one configured.
const maxFeedBytes = 1_000_000;
const feedTimeoutMs = 15_000;

const feedSchema = z.object({
  result: z.string().optional(),
  base_code: z.string().optional(),
  base: z.string().optional(),
  time_last_update_unix: z.number().optional(),
  time_last_updated: z.number().optional(),
  rates: z.record(z.string(), z.unknown()),
});

/** Reads a feed's answer; `now` bounds its time (a feed clock ahead of ours must not make rates look newer). */
export function readFeed(body: unknown, now: number): FeedRates {
  const parsed = feedSchema.safeParse(body);
  if (!parsed.success) throw new FeedError('the rates feed answered something else than rates');
  const feed = parsed.data;
  if (feed.result !== undefined && feed.result !== 'success') {
    throw new FeedError(`the rates feed answered result "${feed.result}"`);
  }
  const base = feed.base_code ?? feed.base;
  if (base !== defaultCurrency || (feed.rates.USD !== undefined && feed.rates.USD !== 1)) {
    throw new FeedError(`the rates feed is against ${base ?? 'no base'}, not USD`);
  }
  const rates = new Map<CurrencyCode, number>();
  for (const [code, rate] of Object.entries(feed.rates)) {
    if (code === defaultCurrency || !isCurrencyCode(code)) continue;
    // One broken rate is left out; the currency keeps its last one.
    if (typeof rate === 'number' && Number.isFinite(rate) && rate > 0) rates.set(code, rate);
  }
  if (rates.size === 0) throw new FeedError('the rates feed has no rate of a display currency');
  const seconds = feed.time_last_update_unix ?? feed.time_last_updated;
  const stamped = seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : now;
  return { asOf: new Date(Math.min(stamped, now)), rates };
}

export async function fetchFeed(url: string, now: number): Promise<FeedRates> {
  let text: string;
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(feedTimeoutMs),
    });
    if (!response.ok) throw new FeedError(`the rates feed answered ${response.status}`);
    if (Number(response.headers.get('content-length') ?? 0) > maxFeedBytes) {
      throw new FeedError('the rates feed answered too much');
    }
    text = await response.text();
  } catch (error) {
    if (error instanceof FeedError) throw error;
    throw new FeedError(`the rates feed could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (text.length > maxFeedBytes) throw new FeedError('the rates feed answered too much');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new FeedError('the rates feed did not answer JSON');
  }
  return readFeed(body, now);
}
