// Only coins earned in deals convert to cash (coins bought at $90 a thousand would otherwise convert back at $100):
// what adds to a member's convertible coins, what takes from them, and the conversion's refusal.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, users } from '../../db/schema/index.ts';
import { transactWithEvents } from '../../platform/events/record.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { earnCoins } from '../../test/earned-coins.ts';
import { createUser } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';
import { fulfilOrder, startCheckout } from './checkout.ts';
import { holdCoins, transferCoins } from './ledger.ts';
import { reverseTransaction } from './reversal.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Signed = Awaited<ReturnType<typeof createSignedInMember>>;

const wallet = async (who: Signed) =>
  (await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie: who.cookie } })).json();
const convert = (who: Signed, coins: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/wallet/convert',
    headers: { cookie: who.cookie },
    payload: { coins, acceptTerms: true, requestId: randomUUID() },
  });

async function coinsOf(userId: string) {
  const [row] = await t.db
    .select({ coins: users.dragonCoins, convertible: users.convertibleCoins, cash: users.cashBalanceCents })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** A coin pack bought and paid on the test checkout. */
async function buy(who: Signed, coins: 100 | 500 | 1000) {
  const { url } = await startCheckout(t.ctx, who.user, { coins });
  const amountCents = { 100: 1000, 500: 4500, 1000: 9000 }[coins];
  await fulfilOrder(t.ctx, { orderId: url.split('/').at(-1)!, amountCents, currency: 'usd' });
}

/** Pays `coins` to a new member as a deal: spending, for the payer. */
async function spend(who: Signed, coins: number) {
  const provider = await createUser(t.db);
  await transactWithEvents(t.ctx, (tx) =>
    transferCoins(tx, {
      fromUserId: who.user.id,
      toUserId: provider.id,
      coins,
      description: 'Spent',
      idempotencyKey: `deal:${randomUUID()}`,
    }),
  );
}

describe('convertible coins', () => {
  it('refuses to convert bought coins (400, exact message) and changes nothing', async () => {
    const member = await createSignedInMember(t.app);
    await buy(member, 1000);
    const entries = await t.db.$count(ledgerEntries, eq(ledgerEntries.userId, member.user.id));

    const res = await convert(member, 100);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'NOT_CONVERTIBLE',
      message: 'Only coins earned in deals can be converted; you can convert up to 0 DC',
    });
    expect(await coinsOf(member.user.id)).toEqual({ coins: 1000, convertible: 0, cash: 0 });
    expect(await t.db.$count(ledgerEntries, eq(ledgerEntries.userId, member.user.id))).toBe(entries);
    expect(await wallet(member)).toMatchObject({ dragonCoins: 1000, convertibleCoins: 0, cashBalanceCents: 0 });
  });

  it('converts coins earned in deals, and no more of them than were earned', async () => {
    const member = await createSignedInMember(t.app);
    await buy(member, 500);
    await earnCoins(t, member.user.id, 150);
    expect(await wallet(member)).toMatchObject({ dragonCoins: 650, convertibleCoins: 150 });

    const res = await convert(member, 100);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ cashBalanceCents: 900, dragonCoins: 550 });
    expect(await wallet(member)).toMatchObject({ dragonCoins: 550, convertibleCoins: 50 });

    const refused = await convert(member, 100);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'Only coins earned in deals can be converted; you can convert up to 50 DC',
    );
    expect(await coinsOf(member.user.id)).toEqual({ coins: 550, convertible: 50, cash: 900 });
  });

  it('spends bought coins first and earned ones last; a hold takes from them the same way', async () => {
    const member = await createSignedInMember(t.app);
    await buy(member, 100);
    await earnCoins(t, member.user.id, 50);
    expect(await coinsOf(member.user.id)).toMatchObject({ coins: 150, convertible: 50 });
    // 60 spent: all out of the 100 bought, so 90 left of which the 50 earned.
    await spend(member, 60);
    expect(await coinsOf(member.user.id)).toMatchObject({ coins: 90, convertible: 50 });
    // 50 more: the 40 bought left, then 10 earned.
    await spend(member, 50);
    expect(await coinsOf(member.user.id)).toMatchObject({ coins: 40, convertible: 40 });
    // A hold for an accepted deal leaves 10, all earned.
    await transactWithEvents(t.ctx, (tx) =>
      holdCoins(tx, { payerId: member.user.id, coins: 30, description: 'Held', proposalId: randomUUID() }),
    );
    expect(await coinsOf(member.user.id)).toMatchObject({ coins: 10, convertible: 10 });
    expect(await wallet(member)).toMatchObject({ dragonCoins: 10, heldCoins: 30, convertibleCoins: 10 });
  });

  it('takes reversed deal income out of the earned coins first, and gives a reversed conversion its coins back', async () => {
    const member = await createSignedInMember(t.app);
    const admin = await createUser(t.db, { role: 'admin' });
    await buy(member, 100);
    await earnCoins(t, member.user.id, 100);
    const credit = async (kind: 'deal' | 'conversion', currency: 'coins' | 'cash') => {
      const [row] = await t.db
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.userId, member.user.id),
            eq(ledgerEntries.kind, kind),
            eq(ledgerEntries.currency, currency),
          ),
        );
      return row!.id;
    };

    expect((await convert(member, 100)).statusCode).toBe(200);
    expect(await coinsOf(member.user.id)).toEqual({ coins: 100, convertible: 0, cash: 900 });
    // The conversion reversed: the earned coins come back, convertible again.
    await reverseTransaction(t.ctx, admin, await credit('conversion', 'cash'));
    expect(await coinsOf(member.user.id)).toEqual({ coins: 200, convertible: 100, cash: 0 });
    // The deal reversed: its 100 coins go, and the bought 100 left stay unconvertible.
    await reverseTransaction(t.ctx, admin, await credit('deal', 'coins'));
    expect(await coinsOf(member.user.id)).toEqual({ coins: 100, convertible: 0, cash: 0 });
    expect((await convert(member, 100)).statusCode).toBe(400);
  });

  it("does not count the payer's own coins as earned when a deal is reversed", async () => {
    const payer = await createSignedInMember(t.app);
    const admin = await createUser(t.db, { role: 'admin' });
    await buy(payer, 100);
    await spend(payer, 100);
    const [sent] = await t.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, payer.user.id), eq(ledgerEntries.kind, 'deal')));
    await reverseTransaction(t.ctx, admin, sent!.id);
    expect(await coinsOf(payer.user.id)).toEqual({ coins: 100, convertible: 0, cash: 0 });
  });
});
