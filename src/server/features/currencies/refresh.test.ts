// The daily refresh from the rates feed (decision 058), against a feed on this machine: the job takes the feed's
// rates and runs again a day later; a feed that is down or answers nonsense leaves the last rates; a pin holds
// against the feed until it is unpinned.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyRates, events, scheduledJobs } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createManualClock, day, minute } from '../../test/clock.ts';
import { startTestRatesFeed, type TestRatesFeed } from '../../test/rates-feed.ts';
import { createSignedInMember } from '../../test/session.ts';
import { currencyRatesJob } from './service.ts';

let t: TestContext;
let feed: TestRatesFeed;
const time = createManualClock();
const hour = 60 * minute;

beforeAll(async () => {
  feed = await startTestRatesFeed();
  t = await createTestApp({ clock: time.clock, env: { CURRENCY_RATES_URL: feed.url } });
}, 120_000);
afterAll(async () => {
  await t.close();
  await feed.close();
});

const runRefresh = () => t.ctx.jobs.runDue([currencyRatesJob]);

const readRates = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/currencies/rates' })).json() as {
    rates: Record<string, number>;
    approximate: string[];
  };

const nextRun = async () => {
  const [job] = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, currencyRatesJob));
  return job?.runAt.getTime();
};

const rateEvents = () => t.db.$count(events, eq(events.type, 'currency-rates.changed'));

describe('the daily refresh', () => {
  it('keeps the bundled table when the feed is down at the first start, and tries again in an hour', async () => {
    feed.answer(503, 'Service Unavailable');
    expect(await runRefresh()).toBe(1);
    expect(feed.requests()).toBe(1);
    expect((await readRates()).rates).toMatchObject({ EUR: 0.92, JPY: 149.82 });
    expect(await nextRun()).toBe(time.now() + hour);
    expect(await rateEvents()).toBe(0);
  });

  it('takes the feed’s rates, as of the feed’s time, tells the tabs, and reads it again a day later', async () => {
    time.advance(hour);
    feed.serve({ EUR: 0.9012, GBP: 0.7701, JPY: 151.2, XYZ: 3, KWD: 0.3071 }, time.now() - 2 * hour);
    expect(await runRefresh()).toBe(1);
    const { rates, approximate } = await readRates();
    expect(rates).toMatchObject({ EUR: 0.9012, GBP: 0.7701, JPY: 151.2, KWD: 0.3071, INR: 83.42 });
    expect(rates).not.toHaveProperty('XYZ');
    expect(approximate).toEqual([]);
    const [eur] = await t.db.select().from(currencyRates).where(eq(currencyRates.code, 'EUR'));
    expect(eur).toMatchObject({ source: 'feed', asOf: new Date(Math.floor((time.now() - 2 * hour) / 1000) * 1000) });
    expect(await nextRun()).toBe(time.now() + day);
    expect(await rateEvents()).toBe(1);

    // Not due before the day is out.
    time.advance(day - minute);
    expect(await runRefresh()).toBe(0);
    time.advance(minute);
    feed.serve({ EUR: 0.95, GBP: 0.8 }, time.now() - hour);
    expect(await runRefresh()).toBe(1);
    expect(feed.requests()).toBe(3);
    expect((await readRates()).rates).toMatchObject({ EUR: 0.95, GBP: 0.8, JPY: 151.2 });
    expect(await rateEvents()).toBe(2);
  });

  it('keeps the last rates when the feed answers nonsense, and marks them approximate once 48 hours old', async () => {
    const answers: [number, string][] = [
      [200, 'not json'],
      [200, JSON.stringify({ result: 'error', 'error-type': 'quota-reached' })],
      [200, JSON.stringify({ base_code: 'EUR', rates: { USD: 1.08, GBP: 0.85 } })],
      [200, JSON.stringify({ base: 'USD', rates: { EUR: 'lots', GBP: -1, XYZ: 2 } })],
      [200, JSON.stringify({ base: 'USD' })],
      [404, '{}'],
    ];
    for (const [status, body] of answers) {
      time.advance(day);
      feed.answer(status, body);
      expect(await runRefresh(), body).toBe(1);
      expect((await readRates()).rates, body).toMatchObject({ EUR: 0.95, GBP: 0.8, JPY: 151.2 });
      expect(await nextRun()).toBe(time.now() + hour);
    }
    // The last good rates are from six days ago.
    expect((await readRates()).approximate).toEqual(expect.arrayContaining(['EUR', 'GBP', 'JPY', 'INR']));
    expect(await rateEvents()).toBe(2);

    feed.serve({ EUR: 0.96, GBP: 0.81, JPY: 150, INR: 84 }, time.now() - hour);
    time.advance(hour);
    await runRefresh();
    const { approximate } = await readRates();
    expect(approximate).not.toContain('EUR');
    // A currency the feed left out keeps its old rate, and stays approximate.
    expect(approximate).toContain('BRL');
  });

  it('leaves rates the feed has no newer figure for as they are', async () => {
    const before = await readRates();
    time.advance(day);
    feed.serve({ EUR: 0.5 }, time.now() - 10 * day);
    await runRefresh();
    expect((await readRates()).rates.EUR).toBe(before.rates.EUR);
  });

  it('never replaces a pinned rate with the feed’s, until the pin is lifted', async () => {
    const { cookie } = await createSignedInMember(t.app, { role: 'admin' });
    const pinned = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/currencies/EUR/pin',
      headers: { cookie },
      payload: { rate: 0.9 },
    });
    expect(pinned.statusCode, pinned.body).toBe(200);

    time.advance(day);
    feed.serve({ EUR: 0.97, GBP: 0.82 }, time.now() - hour);
    await runRefresh();
    expect((await readRates()).rates).toMatchObject({ EUR: 0.9, GBP: 0.82 });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/currencies', headers: { cookie } });
    expect(list.json().feedConfigured).toBe(true);
    expect(list.json().items.find((item: { code: string }) => item.code === 'EUR')).toMatchObject({
      rate: 0.9,
      latestRate: 0.97,
      pinnedRate: 0.9,
      source: 'feed',
    });

    // Unpinned, the feed's latest rate is in use at once, and the next refresh replaces it.
    await t.app.inject({ method: 'DELETE', url: '/api/admin/currencies/EUR/pin', headers: { cookie } });
    expect((await readRates()).rates.EUR).toBe(0.97);
    time.advance(day);
    feed.serve({ EUR: 0.98 }, time.now() - hour);
    await runRefresh();
    expect((await readRates()).rates.EUR).toBe(0.98);
  });
});
