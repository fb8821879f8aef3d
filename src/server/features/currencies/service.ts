// The display currencies' rates against USD (issue 35, decision 058). Every currency but USD has a row, started
// from the bundled table at the first start; the feed refreshes them once a day (a durable job), an admin's pin
// stands in front of the feed's rate until unpinned, and a rate in use that is more than 48 hours old marks its
// figures approximate. Every change tells the open tabs (a broadcast event) and drops the cached rates and pages.
import { eq, type SQL, sql } from 'drizzle-orm';
import {
  bundledRates,
  type CurrencyCode,
  currencyCodes,
  defaultCurrency,
  type DisplayRates,
  isCurrencyCode,
} from '#shared/currency.ts';
import type { PinCurrencyRateInput } from '#shared/schemas/currencies.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { currencyRates, scheduledJobs } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { recordBroadcastEvent, transactWithEvents } from '../../platform/events/record.ts';
import type { Member } from '../../platform/guards.ts';
import { dueAtOnce, scheduleJob } from '../../platform/jobs.ts';
import { fetchFeed, FeedError, type FeedRates } from './feed.ts';

export type CurrencyRateRow = typeof currencyRates.$inferSelect;
/** A currency's row and whether its figures are approximate now. */
export type CurrencyRateState = CurrencyRateRow & { approximate: boolean };

const hourMs = 60 * 60 * 1000;
/** A rate in use older than this marks its figures approximate. */
const staleAfterMs = 48 * hourMs;
/** The feed is read again this long after a refresh, and this long after a failed one. */
const refreshEveryMs = 24 * hourMs;
const retryAfterMs = hourMs;

export const currencyRatesJob = 'currencies.refresh';
const jobKey = 'daily';

const pinnableCodes = currencyCodes.filter((code) => code !== defaultCurrency);
const tableOrder = new Map<string, number>(currencyCodes.map((code, index) => [code, index]));

/** A pinned rate is the admin's word and never approximate; the feed's (or the bundled) rate is, past 48 hours. */
const isApproximateRow = (row: CurrencyRateRow, now: number) =>
  row.pinnedRate === null && now - row.asOf.getTime() > staleAfterMs;

const withApproximate = (row: CurrencyRateRow, now: number): CurrencyRateState => ({
  ...row,
  approximate: isApproximateRow(row, now),
});

/**
 * At start: every display currency has its row, the bundled table's rate as of now for a new one (a row already
 * there keeps its rate), and, with a feed configured, the refresh job exists (due at once on a first start; one
 * already scheduled keeps its time).
 */
export async function ensureCurrencyRates(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>): Promise<void> {
  const asOf = new Date(ctx.clock());
  await ctx.db
    .insert(currencyRates)
    .values(pinnableCodes.map((code) => ({ code, rate: bundledRates[code], asOf, source: 'bundled' as const })))
    .onConflictDoNothing();
  if (ctx.config.currencyRatesUrl) {
    await ctx.db
      .insert(scheduledJobs)
      .values({ kind: currencyRatesJob, key: jobKey, runAt: dueAtOnce })
      .onConflictDoNothing();
  }
}

async function loadDisplayRates(db: Executor, now: number): Promise<DisplayRates> {
  const rows = (await db.select().from(currencyRates)).filter((row) => isCurrencyCode(row.code));
  rows.sort((a, b) => (tableOrder.get(a.code) ?? 0) - (tableOrder.get(b.code) ?? 0));
  const rates: Partial<Record<CurrencyCode, number>> = {};
  const approximate: CurrencyCode[] = [];
  for (const row of rows) {
    const code = row.code as CurrencyCode;
    rates[code] = row.pinnedRate ?? row.rate;
    if (isApproximateRow(row, now)) approximate.push(code);
  }
  return { rates, approximate };
}

/** The rates every figure is converted with, as of at most a minute ago (every page reads them). */
export function readDisplayRates(ctx: Pick<AppContext, 'db' | 'cache' | 'clock'>): Promise<DisplayRates> {
  return ctx.cache.read('currency-rates', 'display', () => loadDisplayRates(ctx.db, ctx.clock()));
}

/**
 * The rates in use, read in the caller's transaction, for text the server writes in a member's currency (a
 * notification). Such text is kept as written, so it carries no mark of the rate's age.
 */
export async function readRatesForText(db: Executor): Promise<DisplayRates> {
  const { rates } = await loadDisplayRates(db, 0);
  return { rates, approximate: [] };
}

/** The rate figures in `code` are converted with, in SQL (the pin, else the latest; 1 for USD), exact as numeric. */
export const rateOfSql = (code: SQL | string): SQL =>
  sql`coalesce((SELECT coalesce(r.pinned_rate, r.rate)::numeric FROM ${currencyRates} r WHERE r.code = ${code}), 1)`;

/** The admin's list: every currency's row in the table's order, and whether a feed refreshes them. */
export async function findCurrencyRates(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
): Promise<{ feedConfigured: boolean; items: CurrencyRateState[] }> {
  const now = ctx.clock();
  const rows = (await ctx.db.select().from(currencyRates)).filter((row) => isCurrencyCode(row.code));
  rows.sort((a, b) => (tableOrder.get(a.code) ?? 0) - (tableOrder.get(b.code) ?? 0));
  return { feedConfigured: Boolean(ctx.config.currencyRatesUrl), items: rows.map((row) => withApproximate(row, now)) };
}

/**
 * After a change of rates committed: every process reads them again, renders its public pages again, and forgets
 * its lists (a price range typed in another currency than USD converts at the rates), as invalidateOfferLists does.
 */
function forgetCurrencyRates(ctx: Pick<AppContext, 'cache'>): void {
  ctx.cache.invalidate('currency-rates', 'public-pages', 'offer-pages', 'offer-totals', 'offer-keysets');
}

/**
 * Pins `code` at `rate`: figures use it, and the feed no longer replaces it, until it is unpinned. Audited; pinning
 * the rate already pinned changes nothing and writes nothing.
 */
export async function pinCurrencyRate(
  ctx: AppContext,
  actor: Member,
  code: CurrencyCode,
  input: PinCurrencyRateInput,
): Promise<CurrencyRateState> {
  const now = ctx.clock();
  let changed = false;
  const row = await transactWithEvents(ctx, async (tx) => {
    const [current] = await tx.select().from(currencyRates).where(eq(currencyRates.code, code)).for('update');
    if (!current) throw notFound('Currency not found');
    if (current.pinnedRate === input.rate) return current;
    const [pinned] = await tx
      .update(currencyRates)
      .set({ pinnedRate: input.rate, pinnedAt: new Date(now) })
      .where(eq(currencyRates.code, code))
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'currency.pin',
      targetType: 'currency',
      targetId: code,
      details: { code, rate: input.rate, previous: current.pinnedRate ?? current.rate },
    });
    await recordBroadcastEvent(tx, { type: 'currency-rates.changed', payload: {} });
    changed = true;
    return pinned!;
  });
  if (changed) forgetCurrencyRates(ctx);
  return withApproximate(row, now);
}

/** Unpins `code`: figures take the feed's latest rate again at once. Audited; a rate not pinned is left alone. */
export async function unpinCurrencyRate(
  ctx: AppContext,
  actor: Member,
  code: CurrencyCode,
): Promise<CurrencyRateState> {
  let changed = false;
  const row = await transactWithEvents(ctx, async (tx) => {
    const [current] = await tx.select().from(currencyRates).where(eq(currencyRates.code, code)).for('update');
    if (!current) throw notFound('Currency not found');
    if (current.pinnedRate === null) return current;
    const [unpinned] = await tx
      .update(currencyRates)
      .set({ pinnedRate: null, pinnedAt: null })
      .where(eq(currencyRates.code, code))
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'currency.unpin',
      targetType: 'currency',
      targetId: code,
      details: { code, rate: current.rate, previous: current.pinnedRate },
    });
    await recordBroadcastEvent(tx, { type: 'currency-rates.changed', payload: {} });
    changed = true;
    return unpinned!;
  });
  if (changed) forgetCurrencyRates(ctx);
  return withApproximate(row, ctx.clock());
}

/**
 * Takes the feed's rates: each currency's latest rate, where the feed's is newer than the one kept or that one is
 * still the bundled table's (a pin stays in front of it). Resolves with how many rates changed.
 */
async function applyFeedRates(ctx: AppContext, feed: FeedRates): Promise<number> {
  const entries = [...feed.rates];
  if (entries.length === 0) return 0;
  const values = sql.join(
    entries.map(([code, rate]) => sql`(${code}::text, ${rate}::double precision)`),
    sql`, `,
  );
  const asOf = feed.asOf.toISOString();
  const changed = await transactWithEvents(ctx, async (tx) => {
    const updated = (await tx.execute(sql`
      UPDATE ${currencyRates} r
      SET rate = fed.rate, as_of = ${asOf}::timestamptz, source = 'feed', updated_at = now()
      FROM (VALUES ${values}) AS fed (code, rate)
      WHERE r.code = fed.code AND (r.source = 'bundled' OR r.as_of < ${asOf}::timestamptz)
      RETURNING r.code, r.pinned_rate`)) as { rows: { code: string; pinned_rate: number | null }[] };
    // Behind a pin nothing shows; otherwise every open tab rereads the rates.
    if (updated.rows.some((row) => row.pinned_rate === null)) {
      await recordBroadcastEvent(tx, { type: 'currency-rates.changed', payload: {} });
    }
    return updated.rows.length;
  });
  if (changed > 0) forgetCurrencyRates(ctx);
  return changed;
}

/**
 * The job's handler: reads the feed and takes its rates, then runs again in a day. A feed that is down or answers
 * nonsense leaves every rate as it was and is tried again in an hour; without a feed (CURRENCY_RATES_URL=off) the
 * job ends.
 */
export async function refreshCurrencyRates(ctx: AppContext): Promise<void> {
  const url = ctx.config.currencyRatesUrl;
  if (!url) return;
  let nextInMs = refreshEveryMs;
  try {
    const changed = await applyFeedRates(ctx, await fetchFeed(url, ctx.clock()));
    ctx.log.info({ changed }, 'currency rates refreshed');
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    ctx.log.warn({ err: error.message }, 'currency rates feed failed; the last rates stay');
    nextInMs = retryAfterMs;
  }
  await scheduleJob(ctx.db, { kind: currencyRatesJob, key: jobKey, runAt: new Date(ctx.clock() + nextInMs) });
}
