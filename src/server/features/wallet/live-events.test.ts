// Every money change records, in its own transaction, wallet.changed for each member whose figures changed and
// admin.wallets.changed for every active admin, and nothing for anyone else.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, ledgerEntries } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { earnCoins } from '../../test/earned-coins.ts';
import { createOffer, createProposal, fundWallet } from '../../test/factories.ts';
import { memberRequests, type Signed } from '../../test/member-requests.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { post } = memberRequests(() => t);

async function lastEventId(): Promise<number> {
  const [row] = await t.db.select({ id: max(events.id) }).from(events);
  return row?.id ?? 0;
}

/** Each member's money events after `afterId`, as [type, reason] pairs in order. */
async function moneyEventsSince(afterId: number, people: Signed[]) {
  const rows = await t.db
    .select({ userId: events.userId, type: events.type, payload: events.payload })
    .from(events)
    .where(
      and(
        gt(events.id, afterId),
        inArray(
          events.userId,
          people.map((who) => who.user.id),
        ),
        inArray(events.type, ['wallet.changed', 'admin.wallets.changed']),
      ),
    )
    .orderBy(asc(events.id));
  return people.map((who) =>
    rows
      .filter((row) => row.userId === who.user.id)
      .map((row) => [row.type, (row.payload as { reason: string }).reason]),
  );
}

describe('money events', () => {
  let admin: Signed;
  let bystander: Signed;
  beforeAll(async () => {
    admin = await createSignedInMember(t.app, { role: 'admin' });
    bystander = await createSignedInMember(t.app);
  });

  it('a purchase: the order started, then paid on the test checkout', async () => {
    const buyer = await createSignedInMember(t.app);
    const before = await lastEventId();
    const checkout = await post('/api/wallet/checkout', buyer, { coins: 100, acceptTerms: true });
    const orderId = String(checkout.json().url).split('/').at(-1)!;
    expect(await moneyEventsSince(before, [buyer, admin, bystander])).toEqual([
      [['wallet.changed', 'order']],
      [['admin.wallets.changed', 'order']],
      [],
    ]);
    const paying = await lastEventId();
    expect((await post(`/api/wallet/test-checkout/${orderId}/pay`, buyer)).statusCode).toBe(200);
    expect(await moneyEventsSince(paying, [buyer, admin, bystander])).toEqual([
      [['wallet.changed', 'purchase']],
      [['admin.wallets.changed', 'purchase']],
      [],
    ]);
  });

  it('an order cancelled on the test checkout', async () => {
    const buyer = await createSignedInMember(t.app);
    const checkout = await post('/api/wallet/checkout', buyer, { coins: 100, acceptTerms: true });
    const orderId = String(checkout.json().url).split('/').at(-1)!;
    const before = await lastEventId();
    expect((await post(`/api/wallet/test-checkout/${orderId}/cancel`, buyer)).statusCode).toBe(200);
    expect(await moneyEventsSince(before, [buyer, admin, bystander])).toEqual([
      [['wallet.changed', 'order']],
      [['admin.wallets.changed', 'order']],
      [],
    ]);
  });

  it('a conversion, and nothing for a refused one', async () => {
    const member = await createSignedInMember(t.app);
    await earnCoins(t, member.user.id, 100);
    const before = await lastEventId();
    const body = { coins: 100, acceptTerms: true, requestId: randomUUID() };
    expect((await post('/api/wallet/convert', member, body)).statusCode).toBe(200);
    expect(await moneyEventsSince(before, [member, admin, bystander])).toEqual([
      [['wallet.changed', 'conversion']],
      [['admin.wallets.changed', 'conversion']],
      [],
    ]);
    const refused = await lastEventId();
    const short = await post('/api/wallet/convert', member, { ...body, requestId: randomUUID() });
    expect(short.statusCode).toBe(400);
    expect(await moneyEventsSince(refused, [member, admin])).toEqual([[], []]);
  });

  it('a withdrawal requested, then paid; another rejected', async () => {
    const member = await createSignedInMember(t.app);
    await fundWallet(t, member.user.id, { cashCents: 5000 });
    const requested = await lastEventId();
    const first = await post('/api/wallet/withdrawals', member, {
      amountCents: 2500,
      acceptTerms: true,
      requestId: randomUUID(),
    });
    expect(await moneyEventsSince(requested, [member, admin, bystander])).toEqual([
      [['wallet.changed', 'withdrawal']],
      [['admin.wallets.changed', 'withdrawal']],
      [],
    ]);
    const paying = await lastEventId();
    expect((await post(`/api/admin/withdrawals/${first.json().withdrawal.id}/pay`, admin)).statusCode).toBe(200);
    expect(await moneyEventsSince(paying, [member, admin, bystander])).toEqual([
      [['wallet.changed', 'withdrawal']],
      [['admin.wallets.changed', 'withdrawal']],
      [],
    ]);
    const second = await post('/api/wallet/withdrawals', member, {
      amountCents: 2500,
      acceptTerms: true,
      requestId: randomUUID(),
    });
    const rejecting = await lastEventId();
    expect((await post(`/api/admin/withdrawals/${second.json().withdrawal.id}/reject`, admin)).statusCode).toBe(200);
    expect(await moneyEventsSince(rejecting, [member, admin, bystander])).toEqual([
      [
        ['wallet.changed', 'withdrawal'],
        ['wallet.changed', 'reversal'],
      ],
      [
        ['admin.wallets.changed', 'withdrawal'],
        ['admin.wallets.changed', 'reversal'],
      ],
      [],
    ]);
  });

  it('a coins deal settled: both parties, then its reversal by an admin', async () => {
    const payer = await createSignedInMember(t.app);
    const owner = await createSignedInMember(t.app);
    await fundWallet(t, payer.user.id, { coins: 300 });
    const offer = await createOffer(t, { userId: owner.user.id, paymentTypes: ['coins'] });
    const proposal = await createProposal(t, {
      offerId: offer.id,
      senderId: payer.user.id,
      status: 'accepted',
      paymentMethods: ['coins'],
      currency: 'coins',
      coinAmount: 200,
    });
    expect((await post(`/api/proposals/${proposal.id}/deliver`, owner)).statusCode).toBe(200);
    const settling = await lastEventId();
    expect((await post(`/api/proposals/${proposal.id}/complete`, payer)).statusCode).toBe(200);
    expect(await moneyEventsSince(settling, [payer, owner, admin, bystander])).toEqual([
      [['wallet.changed', 'deal']],
      [['wallet.changed', 'deal']],
      [['admin.wallets.changed', 'deal']],
      [],
    ]);

    const [entry] = await t.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, owner.user.id), eq(ledgerEntries.kind, 'deal')));
    const reversing = await lastEventId();
    expect((await post(`/api/admin/transactions/${entry!.id}/reverse`, admin)).statusCode).toBe(200);
    expect(await moneyEventsSince(reversing, [payer, owner, admin, bystander])).toEqual([
      [['wallet.changed', 'reversal']],
      [['wallet.changed', 'reversal']],
      [['admin.wallets.changed', 'reversal']],
      [],
    ]);
  });

  it('reaches every active admin and no suspended one', async () => {
    const otherAdmin = await createSignedInMember(t.app, { role: 'admin' });
    const suspendedAdmin = await createSignedInMember(t.app, { role: 'admin', status: 'suspended' });
    const member = await createSignedInMember(t.app);
    await earnCoins(t, member.user.id, 100);
    const before = await lastEventId();
    await post('/api/wallet/convert', member, { coins: 100, acceptTerms: true, requestId: randomUUID() });
    expect(await moneyEventsSince(before, [admin, otherAdmin, suspendedAdmin])).toEqual([
      [['admin.wallets.changed', 'conversion']],
      [['admin.wallets.changed', 'conversion']],
      [],
    ]);
  });
});
