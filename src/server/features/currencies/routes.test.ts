// The display currencies' rates through the API (decision 058): the bundled table at the first start, an admin's
// pins (who may, what is refused, the audit, the tabs told), and a rate growing old enough to be approximate.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledRates, currencyCodes } from '#shared/currency.ts';
import { auditLog, events } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createManualClock, day } from '../../test/clock.ts';
import { createOffer } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
const time = createManualClock();
const hour = 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
}, 120_000);
afterAll(() => t.close());

const readRates = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/currencies/rates' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { rates: Record<string, number>; approximate: string[] };
};

async function adminCookie() {
  return (await createSignedInMember(t.app, { role: 'admin' })).cookie;
}

const pin = (cookie: string | undefined, code: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/currencies/${code}/pin`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
const unpin = (cookie: string | undefined, code: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/currencies/${code}/pin`, headers: cookie ? { cookie } : {} });

describe('GET /api/currencies/rates at the first start', () => {
  it('answers the bundled table for every currency but USD, the spec’s ten as the spec fixed them', async () => {
    const { rates, approximate } = await readRates();
    expect(Object.keys(rates)).toEqual(currencyCodes.filter((code) => code !== 'USD'));
    expect(Object.keys(rates).length).toBeGreaterThan(150);
    expect(rates).toMatchObject({
      EUR: 0.92,
      GBP: 0.78,
      JPY: 149.82,
      CAD: 1.37,
      AUD: 1.51,
      CHF: 0.89,
      CNY: 7.25,
      INR: 83.42,
      BRL: 5.47,
    });
    expect(rates.KWD).toBe(bundledRates.KWD);
    expect(approximate).toEqual([]);
  });
});

describe('PUT and DELETE /api/admin/currencies/:code/pin', () => {
  it('answers 401 to visitors and 403 to members, and changes nothing', async () => {
    expect((await pin(undefined, 'EUR', { rate: 0.5 })).statusCode).toBe(401);
    expect((await unpin(undefined, 'EUR')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/currencies' })).statusCode).toBe(401);
    const { cookie } = await createSignedInMember(t.app);
    expect((await pin(cookie, 'EUR', { rate: 0.5 })).statusCode).toBe(403);
    expect((await unpin(cookie, 'EUR')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/currencies', headers: { cookie } })).statusCode).toBe(
      403,
    );
    expect((await readRates()).rates.EUR).toBe(0.92);
  });

  it('refuses a rate that is not a positive number, and an unknown currency or USD', async () => {
    const cookie = await adminCookie();
    for (const payload of [{ rate: 0 }, { rate: -1 }, { rate: '0.9' }, {}, { rate: 2e9 }]) {
      const res = await pin(cookie, 'EUR', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if ('rate' in payload) {
        expect(res.json().error.fields.rate).toBe('The rate must be a positive number of units per US dollar');
      }
    }
    expect((await pin(cookie, 'XYZ', { rate: 1 })).statusCode).toBe(404);
    expect((await pin(cookie, 'USD', { rate: 2 })).statusCode).toBe(404);
    expect((await unpin(cookie, 'eur')).statusCode).toBe(404);
    expect((await readRates()).rates.EUR).toBe(0.92);
  });

  it('pins a rate: figures use it, the audit log says who, and every tab is told', async () => {
    const { user: admin, cookie } = await createSignedInMember(t.app, { role: 'admin' });
    const res = await pin(cookie, 'GBP', { rate: 0.81 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'GBP',
      rate: 0.81,
      latestRate: 0.78,
      pinnedRate: 0.81,
      source: 'bundled',
      approximate: false,
    });
    expect((await readRates()).rates.GBP).toBe(0.81);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'currency.pin'), eq(auditLog.targetId, 'GBP')));
    expect(entry).toMatchObject({
      actorId: admin.id,
      targetType: 'currency',
      details: { code: 'GBP', rate: 0.81, previous: 0.78 },
    });
    const told = await t.db.select().from(events).where(eq(events.type, 'currency-rates.changed'));
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((event) => event.userId === null)).toBe(true);

    // The same pin again changes nothing and writes nothing.
    await pin(cookie, 'GBP', { rate: 0.81 });
    expect(await t.db.$count(auditLog, eq(auditLog.action, 'currency.pin'))).toBe(1);

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/currencies', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json().feedConfigured).toBe(false);
    expect(list.json().items.find((item: { code: string }) => item.code === 'GBP')).toMatchObject({ rate: 0.81 });

    const unpinned = await unpin(cookie, 'GBP');
    expect(unpinned.json()).toMatchObject({ code: 'GBP', rate: 0.78, pinnedRate: null, pinnedAt: null });
    expect((await readRates()).rates.GBP).toBe(0.78);
    expect(await t.db.$count(auditLog, eq(auditLog.action, 'currency.unpin'))).toBe(1);
    // Unpinning what is not pinned is no change.
    expect((await unpin(cookie, 'GBP')).statusCode).toBe(200);
    expect(await t.db.$count(auditLog, eq(auditLog.action, 'currency.unpin'))).toBe(1);
  });

  it('converts a price range typed in a currency at its rate in use', async () => {
    const cookie = await adminCookie();
    await createOffer(t, { title: 'Fifty dollars of weeding', category: 'Home & Garden', priceCashCents: 5000 });
    const titles = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/offers?category=home-and-garden${query}` });
      return (res.json().items as { title: string }[]).map((item) => item.title);
    };
    // 46 EUR is 50 USD at 0.92; pinned at 0.5, 25 EUR is.
    expect(await titles('&minPrice=46&maxPrice=46&currency=EUR')).toEqual(['Fifty dollars of weeding']);
    await pin(cookie, 'EUR', { rate: 0.5 });
    expect(await titles('&minPrice=46&maxPrice=46&currency=EUR')).toEqual([]);
    expect(await titles('&minPrice=25&maxPrice=25&currency=EUR')).toEqual(['Fifty dollars of weeding']);
    // A mistyped tiny rate makes a bound past any price a listing can have, which still reads as a bound.
    await pin(cookie, 'EUR', { rate: 1e-13 });
    expect(await titles('&minPrice=0&maxPrice=1000000&currency=EUR')).toEqual(['Fifty dollars of weeding']);
    expect(await titles('&minPrice=1000000&currency=EUR')).toEqual([]);
    await unpin(cookie, 'EUR');
  });
});

describe('a rate in use more than 48 hours old', () => {
  it('marks its currency approximate, except while an admin has pinned it', async () => {
    const cookie = await adminCookie();
    await pin(cookie, 'CHF', { rate: 0.9 });
    time.advance(47 * hour);
    expect((await readRates()).approximate).toEqual([]);

    time.advance(2 * hour);
    const { approximate } = await readRates();
    expect(approximate).toContain('EUR');
    expect(approximate).toContain('JPY');
    expect(approximate).not.toContain('CHF');
    expect(approximate).not.toContain('USD');
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/currencies', headers: { cookie } });
    const items = list.json().items as { code: string; approximate: boolean }[];
    expect(items.find((item) => item.code === 'EUR')?.approximate).toBe(true);
    expect(items.find((item) => item.code === 'CHF')?.approximate).toBe(false);

    // Unpinned, CHF takes its latest rate again, and that one is old.
    await unpin(cookie, 'CHF');
    expect((await readRates()).approximate).toContain('CHF');
    time.advance(day);
  });
});
