// Coin prices and the conversion rate are settings held to the cash-out rule (decision 031): the admin's PATCH refuses
// a rate above the cheapest pack's price per coin and prices below the rate, naming the field; the wallet sends the
// real figures; checkout (test checkout and Stripe) charges the settings' price and conversion pays the settings' rate.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultCoinRates } from '#shared/coin-rates.ts';
import { auditLog, orders } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { buyCoins } from '../../test/coin-purchases.ts';
import { earnCoins } from '../../test/earned-coins.ts';
import { ensurePlatformSettings } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';
import { stripeRecording } from '../../test/stripe.ts';
import { startCheckout } from './checkout.ts';

let t: TestContext;
let admin: Awaited<ReturnType<typeof createSignedInMember>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInMember(t.app, { role: 'admin' });
});
afterAll(() => t.close());
beforeEach(() => ensurePlatformSettings(t, defaultCoinRates));

const patch = (payload: object, cookie = admin.cookie) =>
  t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: { cookie }, payload });
const readSettings = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: admin.cookie } })).json();
const wallet = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } })).json();

describe('PATCH /api/admin/settings: coin prices and the conversion rate', () => {
  it('answers 401 to visitors and 403 to members, changing nothing', async () => {
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/admin/settings', payload: { conversionCentsPer100Coins: 1 } }))
        .statusCode,
    ).toBe(401);
    const member = await createSignedInMember(t.app);
    expect((await patch({ conversionCentsPer100Coins: 1 }, member.cookie)).statusCode).toBe(403);
    expect(await readSettings()).toMatchObject(defaultCoinRates);
  });

  it('starts at the spec prices and $9.00 per 100 DC, the cheapest pack price per coin', async () => {
    expect(await readSettings()).toMatchObject({
      coinPack100PriceCents: 1000,
      coinPack500PriceCents: 4500,
      coinPack1000PriceCents: 9000,
      conversionCentsPer100Coins: 900,
    });
  });

  it("refuses the spec's 10 DC = $1 (400 naming the rate) and saves nothing", async () => {
    const before = await t.db.$count(auditLog);
    const res = await patch({ conversionCentsPer100Coins: 1000 });
    expect(res.statusCode).toBe(400);
    const message = 'The conversion rate can be at most $9.00 per 100 DC, what the cheapest pack sells them for';
    expect(res.json().error).toEqual({
      code: 'CASH_OUT_RULE',
      message,
      fields: { conversionCentsPer100Coins: message },
    });
    expect(await readSettings()).toMatchObject(defaultCoinRates);
    expect(await t.db.$count(auditLog)).toBe(before);
  });

  it('refuses a pack price below the rate, naming that pack', async () => {
    const res = await patch({ coinPack1000PriceCents: 8000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      coinPack1000PriceCents:
        'The 1000 DC pack at $80.00 would sell coins for less than they convert for ($9.00 per 100 DC): lower the conversion rate first',
    });
    expect(await readSettings()).toMatchObject(defaultCoinRates);
  });

  it('refuses prices and a rate sent together that break the rule, by the shared schema', async () => {
    const res = await patch({
      coinPack100PriceCents: 1000,
      coinPack500PriceCents: 5000,
      coinPack1000PriceCents: 9000,
      conversionCentsPer100Coins: 950,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['conversionCentsPer100Coins']);
  });

  it('refuses prices out of range or not in whole cents', async () => {
    for (const payload of [
      { coinPack100PriceCents: 49 },
      { coinPack100PriceCents: 10.5 },
      { coinPack500PriceCents: 1_000_001 },
      { conversionCentsPer100Coins: 0 },
      { conversionCentsPer100Coins: '900' },
    ]) {
      const res = await patch(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(Object.keys(payload));
    }
  });

  it('saves a lower rate, then lower prices that still keep it, with an audit entry', async () => {
    const lower = await patch({ conversionCentsPer100Coins: 800 });
    expect(lower.statusCode).toBe(200);
    const cheaper = await patch({ coinPack1000PriceCents: 8000 });
    expect(cheaper.statusCode).toBe(200);
    expect(cheaper.json()).toMatchObject({ coinPack1000PriceCents: 8000, conversionCentsPer100Coins: 800 });
    const [latest] = await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.user.id));
    expect(latest).toMatchObject({ action: 'settings.update' });
  });
});

describe('the wallet at the settings prices and rate', () => {
  it('shows the packs, the rate and what each conversion pays, and converts at that rate', async () => {
    await patch({ conversionCentsPer100Coins: 850 });
    await patch({ coinPack100PriceCents: 1200 });
    const member = await createSignedInMember(t.app);
    expect((await wallet(member.cookie)).rates).toEqual({
      packs: [
        { coins: 100, priceCents: 1200 },
        { coins: 500, priceCents: 4500 },
        { coins: 1000, priceCents: 9000 },
      ],
      conversionCentsPer100Coins: 850,
      conversions: [
        { coins: 100, cashCents: 850 },
        { coins: 500, cashCents: 4250 },
      ],
    });

    await earnCoins(t, member.user.id, 600);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/convert',
      headers: { cookie: member.cookie },
      // A client's figure for the cash is not a field: the server's rate is the only one.
      payload: { coins: 500, acceptTerms: true, requestId: randomUUID() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cashBalanceCents: 4250, dragonCoins: 100 });
  });

  it('charges the settings price on the test checkout', async () => {
    await patch({ coinPack500PriceCents: 4950 });
    const member = await createSignedInMember(t.app);
    const { orderId, paid } = await buyCoins(t.app, member.cookie, 500);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ coins: 500, amountCents: 4950 });
    expect(paid.json()).toEqual({ redirectUrl: '/success?product=dragon-coins&amount=49.5&coins=500' });
  });

  it('asks Stripe for the settings price', async () => {
    await patch({ coinPack1000PriceCents: 9500 });
    const member = await createSignedInMember(t.app);
    const asked: Stripe.Checkout.SessionCreateParams[] = [];
    const stripe = stripeRecording(asked);
    expect(await startCheckout({ ...t.ctx, stripe }, member.user, { coins: 1000 })).toEqual({
      url: 'https://checkout.stripe.test/pay',
    });
    expect(asked[0]!.line_items![0]!.price_data).toMatchObject({ currency: 'usd', unit_amount: 9500 });
    expect(asked[0]!.success_url).toContain('amount=95&coins=1000');
    const [order] = await t.db.select().from(orders).where(eq(orders.userId, member.user.id));
    expect(order).toMatchObject({ coins: 1000, amountCents: 9500, provider: 'stripe' });
  });

  it("names the pack and opens Stripe's page in the member's language", async () => {
    const asked: Stripe.Checkout.SessionCreateParams[] = [];
    const stripe = stripeRecording(asked);
    for (const language of ['de', 'ar', 'en'] as const) {
      const member = await createSignedInMember(t.app, { language });
      await startCheckout({ ...t.ctx, stripe }, member.user, { coins: 1000 });
    }
    expect(asked.map((params) => [params.locale, params.line_items![0]!.price_data!.product_data!.name])).toEqual([
      ['de', '1.000 Dragon Coins'],
      ['auto', '1,000 Dragon Coins'],
      ['en', '1,000 Dragon Coins'],
    ]);
  });
});
