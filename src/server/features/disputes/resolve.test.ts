// An admin's rulings on a dispute, through the API: release, refund and split on an open coins deal (the hold) and on
// a completed one (the coins taken back from the provider by a ledger movement of the dispute's own), on a cash deal,
// with the balances and ledger rows each leaves, the notices and emails, the audit log, and the Users tab's counts.
import { and, asc, eq, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disputeMessages } from '#shared/schemas/disputes.ts';
import { auditLog, ledgerEntries, users } from '../../db/schema/index.ts';
import { transactWithEvents } from '../../platform/events/record.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { dealRequests } from '../../test/deal-requests.ts';
import { earnCoins } from '../../test/earned-coins.ts';
import { createOffer, createProposal, fundWallet } from '../../test/factories.ts';
import type { Signed } from '../../test/proposal-requests.ts';
import { createSignedInMember } from '../../test/session.ts';
import { postMovement } from '../wallet/service.ts';

let t: TestContext;
let admin: Signed;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInMember(t.app, { role: 'admin' });
}, 120_000);
afterAll(() => t.close());

const { post, get, acceptedDeal, acceptCoinsDeal, deliveredDeal, view, coinsOf, noticesOf, emailsTo } = dealRequests(
  () => t,
);

const opening = { reason: 'not as described', statement: 'The fence fell over the next day.' };
// Ruled at once, before the respondent's statement: the window's own rule is tested in ruling-window.test.ts.
const ruling = (outcome: string, extra: object = {}) => ({
  outcome,
  note: 'Read both sides.',
  withoutStatement: true,
  ...extra,
});

/** Opens a dispute by the payer on the deal and returns its id. */
async function disputeOf(id: string, who: Signed): Promise<string> {
  const res = await post(`/api/proposals/${id}/dispute`, who, opening);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().dispute.id;
}

async function completedDeal() {
  const deal = await deliveredDeal();
  expect((await post(`/api/proposals/${deal.id}/complete`, deal.payer)).statusCode).toBe(200);
  return deal;
}

const resolve = (disputeId: string, body: object, who: Signed | undefined = admin) =>
  post(`/api/admin/disputes/${disputeId}/resolve`, who, body);

/** The ledger rows of the deal's and the dispute's movements, oldest first, as (member, currency, signed amount, kind). */
async function rowsOf(id: string, disputeId: string) {
  const rows = await t.db
    .select()
    .from(ledgerEntries)
    .where(or(eq(ledgerEntries.idempotencyKey, `deal:${id}`), eq(ledgerEntries.idempotencyKey, `dispute:${disputeId}`)))
    .orderBy(asc(ledgerEntries.createdAt));
  return sorted(
    rows.map((row) => ({
      key: row.idempotencyKey?.split(':')[0],
      userId: row.userId,
      currency: row.currency,
      delta: row.type === 'received' ? row.amount : -row.amount,
      kind: row.kind,
    })),
  );
}

/** The provider's coins still clearing and what they owe. */
async function sharesOf(member: Signed) {
  const [row] = await t.db
    .select({ clearing: users.clearingCoins, debt: users.debtCoins })
    .from(users)
    .where(eq(users.id, member.user.id));
  return row;
}

/** Rows in one order whatever order they were written in, to compare as sets. */
const sorted = <T>(rows: T[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

const auditOf = (disputeId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'dispute.resolve'), eq(auditLog.targetId, disputeId)));

describe('ruling on a dispute', () => {
  it('is for admins only, on an open case, with a valid ruling', async () => {
    const { payer, id } = await acceptedDeal();
    const disputeId = await disputeOf(id, payer);
    const url = `/api/admin/disputes/${disputeId}/resolve`;
    expect((await t.app.inject({ method: 'POST', url, payload: ruling('refund') })).statusCode).toBe(401);
    expect((await resolve(disputeId, ruling('refund'), payer)).statusCode).toBe(403);
    expect((await get(`/api/admin/disputes/${disputeId}`, payer)).statusCode).toBe(403);
    expect((await get('/api/admin/disputes', payer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/disputes/${disputeId}` })).statusCode).toBe(401);
    const noNote = await resolve(disputeId, ruling('refund', { note: ' ' }));
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.message).toContain(disputeMessages.note);
    const noPart = await resolve(disputeId, ruling('split'));
    expect(noPart.statusCode).toBe(400);
    expect(noPart.json().error.message).toContain(disputeMessages.splitRange);
    const tooMuch = await resolve(disputeId, ruling('split', { providerCoins: 101 }));
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.message).toContain(disputeMessages.splitRange);
    const negative = await resolve(disputeId, ruling('split', { providerCoins: -1 }));
    expect(negative.statusCode).toBe(400);
    expect((await resolve('00000000-0000-4000-8000-000000000000', ruling('refund'))).statusCode).toBe(404);
    expect(await coinsOf(payer)).toMatchObject({ available: 50, held: 100 });
    expect(await auditOf(disputeId)).toHaveLength(0);

    expect((await resolve(disputeId, ruling('refund'))).statusCode).toBe(200);
    const again = await resolve(disputeId, ruling('release'));
    expect(again.statusCode).toBe(409);
    expect(await coinsOf(payer)).toMatchObject({ available: 150, held: 0 });
  });

  it("releases an open deal's hold to the provider, completing it, and tells both parties", async () => {
    const { provider, payer, id } = await acceptedDeal({ title: 'Porch paint' });
    const disputeId = await disputeOf(id, payer);
    const res = await resolve(disputeId, ruling('release', { note: 'The porch was painted as agreed.' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      dispute: { status: 'resolved', outcome: 'release', providerCoins: 100, payerCoins: 0 },
      deal: { status: 'completed', heldCoins: 0 },
      can: { resolve: false, ask: false, split: false },
    });
    expect(res.json().dispute.resolutionNote).toBe('The porch was painted as agreed.');
    expect(await coinsOf(payer)).toEqual({ available: 50, held: 0, convertible: 0 });
    expect(await coinsOf(provider)).toEqual({ available: 100, held: 0, convertible: 100 });
    expect(await rowsOf(id, disputeId)).toEqual(
      sorted([
        { key: 'deal', userId: payer.user.id, currency: 'held', delta: -100, kind: 'release' },
        { key: 'deal', userId: provider.user.id, currency: 'coins', delta: 100, kind: 'release' },
      ]),
    );
    const seen = await view(id, payer);
    expect(seen).toMatchObject({ status: 'completed', dispute: { status: 'resolved', outcome: 'release' } });
    // The ruling is final: neither party disputes the completed deal again, though its window is still open.
    for (const who of [payer, provider]) expect((await view(id, who)).can['open-dispute']).toBe(false);
    const reopened = await post(`/api/proposals/${id}/dispute`, provider, opening);
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().error.code).toBe('DISPUTE_RULED');
    expect(seen.history.at(-1)).toMatchObject({
      action: 'release-to-provider',
      note: 'The porch was painted as agreed.',
    });
    for (const who of [payer, provider]) {
      const [notice] = await noticesOf(who, 'dispute_resolved');
      expect(notice?.message).toContain('the 100 DC go to the provider');
      expect(notice?.message).toContain('The porch was painted as agreed.');
      expect(await emailsTo(who, 'dispute_resolved')).toHaveLength(1);
    }
    expect(await auditOf(disputeId)).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        targetType: 'dispute',
        details: expect.objectContaining({ outcome: 'release', providerCoins: 100, payerCoins: 0 }),
      }),
    ]);
  });

  it('is not for an admin who is a party to the deal', async () => {
    const payer = await createSignedInMember(t.app);
    await fundWallet(t, payer.user.id, { coins: 100 });
    const id = await acceptCoinsDeal(payer, admin, 60);
    const disputeId = await disputeOf(id, payer);
    const own = await resolve(disputeId, ruling('release'));
    expect(own.statusCode).toBe(403);
    expect((await get(`/api/admin/disputes/${disputeId}`, admin)).json().can).toEqual({
      resolve: false,
      ask: false,
      split: false,
    });
    const other = await createSignedInMember(t.app, { role: 'admin' });
    expect((await resolve(disputeId, ruling('refund'), other)).statusCode).toBe(200);
    expect(await coinsOf(payer)).toMatchObject({ available: 100, held: 0 });
  });

  it("refunds an open deal's hold to the payer, cancelling it", async () => {
    const { provider, payer, id } = await deliveredDeal();
    // A cancellation still asked for when the case opened is answered by the ruling, and counts against no one.
    expect((await post(`/api/proposals/${id}/request-cancellation`, payer, { reason: 'Not done' })).statusCode).toBe(
      200,
    );
    const disputeId = await disputeOf(id, payer);
    const res = await resolve(disputeId, ruling('refund'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ dispute: { outcome: 'refund', providerCoins: 0, payerCoins: 100 } });
    expect(await view(id, payer)).toMatchObject({ status: 'cancelled', cancellation: null });
    expect(await coinsOf(payer)).toEqual({ available: 150, held: 0, convertible: 0 });
    expect(await coinsOf(provider)).toEqual({ available: 0, held: 0, convertible: 0 });
    expect(await rowsOf(id, disputeId)).toEqual(
      sorted([
        { key: 'deal', userId: payer.user.id, currency: 'held', delta: -100, kind: 'refund' },
        { key: 'deal', userId: payer.user.id, currency: 'coins', delta: 100, kind: 'refund' },
      ]),
    );
  });

  it("splits an open deal's hold 60/40 in one movement", async () => {
    const { provider, payer, id } = await acceptedDeal();
    const disputeId = await disputeOf(id, provider);
    const res = await resolve(disputeId, ruling('split', { providerCoins: 60 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      dispute: { outcome: 'split', providerCoins: 60, payerCoins: 40 },
      deal: { status: 'completed', heldCoins: 0 },
    });
    expect(await coinsOf(payer)).toEqual({ available: 90, held: 0, convertible: 0 });
    expect(await coinsOf(provider)).toEqual({ available: 60, held: 0, convertible: 60 });
    expect(await rowsOf(id, disputeId)).toEqual(
      sorted([
        { key: 'deal', userId: payer.user.id, currency: 'held', delta: -100, kind: 'release' },
        { key: 'deal', userId: provider.user.id, currency: 'coins', delta: 60, kind: 'release' },
        { key: 'deal', userId: payer.user.id, currency: 'coins', delta: 40, kind: 'refund' },
      ]),
    );
    const [notice] = await noticesOf(payer, 'dispute_resolved');
    expect(notice?.message).toContain('60 DC go to the provider and 40 DC back to the payer');
  });

  it("gives back as convertible what the hold took of the payer's earned coins", async () => {
    const provider = await createSignedInMember(t.app);
    const payer = await createSignedInMember(t.app);
    await earnCoins(t, payer.user.id, 100);
    const id = await acceptCoinsDeal(payer, provider, 100);
    const disputeId = await disputeOf(id, payer);
    expect((await resolve(disputeId, ruling('split', { providerCoins: 70 }))).statusCode).toBe(200);
    expect(await coinsOf(payer)).toEqual({ available: 30, held: 0, convertible: 30 });
    expect(await coinsOf(provider)).toEqual({ available: 70, held: 0, convertible: 70 });
  });

  it("takes a completed deal's coins back from the provider for a refund, never editing the deal's rows", async () => {
    const { provider, payer, id } = await completedDeal();
    // Bought coins of the provider's own stay theirs, and none of them convertible: the deal income goes back.
    await fundWallet(t, provider.user.id, { coins: 50 });
    // The deal's coins are clearing while its dispute window is open: none convert yet.
    expect(await coinsOf(provider)).toMatchObject({ available: 150, convertible: 0 });
    expect(await sharesOf(provider)).toEqual({ clearing: 100, debt: 0 });
    const disputeId = await disputeOf(id, payer);
    const res = await resolve(disputeId, ruling('refund'));
    expect(res.statusCode, res.body).toBe(200);
    expect(await view(id, payer)).toMatchObject({ status: 'cancelled', cancellation: null });
    expect(await coinsOf(payer)).toEqual({ available: 150, held: 0, convertible: 0 });
    expect(await coinsOf(provider)).toEqual({ available: 50, held: 0, convertible: 0 });
    expect(await sharesOf(provider)).toEqual({ clearing: 0, debt: 0 });
    const rows = await rowsOf(id, disputeId);
    expect(rows.filter((row) => row.key === 'deal')).toHaveLength(2);
    expect(rows.filter((row) => row.key === 'dispute')).toEqual(
      sorted([
        { key: 'dispute', userId: provider.user.id, currency: 'coins', delta: -100, kind: 'refund' },
        { key: 'dispute', userId: payer.user.id, currency: 'coins', delta: 100, kind: 'refund' },
      ]),
    );
  });

  it('splits a completed deal 60/40 by giving the payer 40 back, and releases one by moving nothing', async () => {
    const split = await completedDeal();
    const splitId = await disputeOf(split.id, split.payer);
    expect((await resolve(splitId, ruling('split', { providerCoins: 60 }))).statusCode).toBe(200);
    expect((await view(split.id, split.payer)).status).toBe('completed');
    expect(await coinsOf(split.payer)).toEqual({ available: 90, held: 0, convertible: 0 });
    expect(await coinsOf(split.provider)).toEqual({ available: 60, held: 0, convertible: 60 });
    expect((await rowsOf(split.id, splitId)).filter((row) => row.key === 'dispute')).toHaveLength(2);

    const kept = await completedDeal();
    const keptId = await disputeOf(kept.id, kept.payer);
    const released = await resolve(keptId, ruling('release'));
    expect(released.statusCode).toBe(200);
    expect(released.json().dispute).toMatchObject({ outcome: 'release', providerCoins: 100, payerCoins: 0 });
    expect((await view(kept.id, kept.payer)).status).toBe('completed');
    expect(await coinsOf(kept.provider)).toMatchObject({ available: 100 });
    expect((await rowsOf(kept.id, keptId)).filter((row) => row.key === 'dispute')).toHaveLength(0);
  });

  it('turns what the provider no longer has into a debt that the next coins they receive repay', async () => {
    const { provider, payer, id } = await completedDeal();
    await transactWithEvents(t.ctx, (tx) =>
      postMovement(tx, {
        idempotencyKey: `spent:${id}`,
        postings: [
          { userId: provider.user.id, currency: 'coins', delta: -80, kind: 'adjustment', description: 'Spent' },
        ],
      }),
    );
    const disputeId = await disputeOf(id, payer);
    const res = await resolve(disputeId, ruling('refund'));
    expect(res.statusCode, res.body).toBe(200);
    // The payer gets the whole ruling; the provider gives what they have and owes the rest.
    expect(await coinsOf(payer)).toMatchObject({ available: 150 });
    expect(await coinsOf(provider)).toMatchObject({ available: 0 });
    expect(await sharesOf(provider)).toEqual({ clearing: 0, debt: 80 });
    expect((await rowsOf(id, disputeId)).filter((row) => row.key === 'dispute')).toEqual(
      sorted([
        { key: 'dispute', userId: provider.user.id, currency: 'coins', delta: -20, kind: 'refund' },
        { key: 'dispute', userId: provider.user.id, currency: 'debt', delta: 80, kind: 'refund' },
        { key: 'dispute', userId: payer.user.id, currency: 'coins', delta: 100, kind: 'refund' },
      ]),
    );
    const caseView = await get(`/api/admin/disputes/${disputeId}`, admin);
    expect(caseView.json().deal.providerDebtCoins).toBe(80);

    // Coins bought later repay it first, recorded as repayments.
    await fundWallet(t, provider.user.id, { coins: 50 });
    expect(await coinsOf(provider)).toMatchObject({ available: 0 });
    expect(await sharesOf(provider)).toEqual({ clearing: 0, debt: 30 });
    await fundWallet(t, provider.user.id, { coins: 50 });
    expect(await coinsOf(provider)).toMatchObject({ available: 20 });
    expect(await sharesOf(provider)).toEqual({ clearing: 0, debt: 0 });
    const repayments = await t.db
      .select({ currency: ledgerEntries.currency, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, provider.user.id), eq(ledgerEntries.kind, 'repayment')));
    expect(sorted(repayments)).toEqual(
      sorted([
        { currency: 'coins', amount: 50 },
        { currency: 'debt', amount: 50 },
        { currency: 'coins', amount: 30 },
        { currency: 'debt', amount: 30 },
      ]),
    );
  });

  it('decides a cash deal without moving money, and refuses to split it', async () => {
    const provider = await createSignedInMember(t.app);
    const payer = await createSignedInMember(t.app);
    const offer = await createOffer(t, { userId: provider.user.id });
    const deal = await createProposal(t, { offerId: offer.id, senderId: payer.user.id, status: 'accepted' });
    const disputeId = await disputeOf(deal.id, payer);
    const caseView = await get(`/api/admin/disputes/${disputeId}`, admin);
    expect(caseView.json().can).toEqual({ resolve: true, ask: true, split: false });
    const split = await resolve(disputeId, ruling('split', { providerCoins: 0 }));
    expect(split.statusCode).toBe(409);
    expect(split.json().error.message).toBe(disputeMessages.noCoinsToSplit);
    const refunded = await resolve(disputeId, ruling('refund'));
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().dispute).toMatchObject({ outcome: 'refund', providerCoins: null, payerCoins: null });
    expect((await view(deal.id, payer)).status).toBe('cancelled');
    expect(await t.db.$count(ledgerEntries, like(ledgerEntries.idempotencyKey, `%${deal.id}%`))).toBe(0);
    const [notice] = await noticesOf(provider, 'dispute_resolved');
    expect(notice?.message).toContain('it was decided for the payer');
  });
});

describe("the admins' Disputes tab", () => {
  it("lists open cases oldest first and shows a case's deal, history, statements and conversation", async () => {
    const first = await acceptedDeal();
    const firstId = await disputeOf(first.id, first.payer);
    const second = await acceptedDeal();
    const secondId = await disputeOf(second.id, second.provider);
    await post(`/api/proposals/${first.id}/messages`, first.payer, { content: 'Where are you?' });

    const list = await get('/api/admin/disputes?pageSize=100', admin);
    expect(list.statusCode, list.body).toBe(200);
    const ids = list.json().items.map((item: { id: string }) => item.id);
    expect(ids.indexOf(firstId)).toBeLessThan(ids.indexOf(secondId));
    expect(list.json().items.find((item: { id: string }) => item.id === firstId)).toMatchObject({
      proposalId: first.id,
      status: 'open',
      reason: 'not as described',
      openedBy: { id: first.payer.user.id },
      respondent: { id: first.provider.user.id },
      coinAmount: 100,
    });
    expect((await get('/api/admin/disputes?status=closed', admin)).statusCode).toBe(400);

    const res = await get(`/api/admin/disputes/${firstId}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      dispute: { id: firstId, entries: [{ kind: 'statement', body: opening.statement }] },
      deal: {
        id: first.id,
        status: 'accepted',
        coinAmount: 100,
        heldCoins: 100,
        payer: { id: first.payer.user.id },
        provider: { id: first.provider.user.id },
      },
      can: { resolve: true, ask: true, split: true },
    });
    expect(res.json().deal.history.map((step: { action: string }) => step.action)).toEqual([
      'send',
      'accept',
      'open-dispute',
    ]);
    expect(res.json().conversation.at(-1)).toMatchObject({
      sender: { id: first.payer.user.id },
      body: 'Where are you?',
    });

    expect((await resolve(firstId, ruling('refund'))).statusCode).toBe(200);
    const resolved = await get('/api/admin/disputes?status=resolved&pageSize=100', admin);
    expect(resolved.json().items.map((item: { id: string }) => item.id)).toContain(firstId);
    const open = await get('/api/admin/disputes?pageSize=100', admin);
    expect(open.json().items.map((item: { id: string }) => item.id)).not.toContain(firstId);
  });

  it("counts each member's disputes opened and lost on the Users tab", async () => {
    const released = await acceptedDeal();
    await resolve(await disputeOf(released.id, released.payer), ruling('release'));
    const refunded = await acceptedDeal();
    await resolve(await disputeOf(refunded.id, refunded.payer), ruling('refund'));
    const split = await acceptedDeal();
    await resolve(await disputeOf(split.id, split.provider), ruling('split', { providerCoins: 50 }));

    const countsOf = async (who: Signed) => {
      const res = await get(`/api/admin/users?q=${encodeURIComponent(who.user.email)}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      const { disputesOpened, disputesLost } = res.json().items[0];
      return { disputesOpened, disputesLost };
    };
    expect(await countsOf(released.payer)).toEqual({ disputesOpened: 1, disputesLost: 1 });
    expect(await countsOf(released.provider)).toEqual({ disputesOpened: 0, disputesLost: 0 });
    expect(await countsOf(refunded.payer)).toEqual({ disputesOpened: 1, disputesLost: 0 });
    expect(await countsOf(refunded.provider)).toEqual({ disputesOpened: 0, disputesLost: 1 });
    expect(await countsOf(split.provider)).toEqual({ disputesOpened: 1, disputesLost: 0 });
    expect(await countsOf(split.payer)).toEqual({ disputesOpened: 0, disputesLost: 0 });
  });
});
