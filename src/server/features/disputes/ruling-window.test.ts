// A ruling while the other party may still give their statement, through the API: refused (409) unless the admin
// ticks 'Rule without their statement', which the audit log records; once their statement is in, or its window has
// passed, the ruling needs no tick. The case tells the admin's dialog whether to offer the tick.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#shared/constants.ts';
import { disputeMessages } from '#shared/schemas/disputes.ts';
import { auditLog, disputes } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createManualClock, day } from '../../test/clock.ts';
import { dealRequests } from '../../test/deal-requests.ts';
import type { Signed } from '../../test/proposal-requests.ts';
import { createSignedInMember } from '../../test/session.ts';

const time = createManualClock(Date.now());
let t: TestContext;
let admin: Signed;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  admin = await createSignedInMember(t.app, { role: 'admin' });
}, 120_000);
afterAll(() => t.close());

const { post, get, acceptedDeal, coinsOf } = dealRequests(() => t);

const refund = { outcome: 'refund', note: 'Nothing was delivered.' };

/** An accepted 100 DC deal its payer disputed just now: the provider has said nothing yet. */
async function disputedDeal() {
  const deal = await acceptedDeal();
  const opened = await post(`/api/proposals/${deal.id}/dispute`, deal.payer, {
    reason: 'not delivered',
    statement: 'Nothing came.',
  });
  expect(opened.statusCode, opened.body).toBe(200);
  return { ...deal, disputeId: opened.json().dispute.id as string };
}

const resolve = (disputeId: string, body: object, who: Signed | undefined = admin) =>
  post(`/api/admin/disputes/${disputeId}/resolve`, who, body);

const caseOf = async (disputeId: string) => (await get(`/api/admin/disputes/${disputeId}`, admin)).json();

const auditOf = (disputeId: string) =>
  t.db
    .select({ actorId: auditLog.actorId, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'dispute.resolve'), eq(auditLog.targetId, disputeId)));

const statusOf = async (disputeId: string) =>
  (await t.db.select({ status: disputes.status }).from(disputes).where(eq(disputes.id, disputeId)))[0]?.status;

describe("a ruling before the other party's statement", () => {
  it('is refused in their window unless the admin rules without it, which the audit log records', async () => {
    const { payer, provider, disputeId } = await disputedDeal();
    const url = `/api/admin/disputes/${disputeId}/resolve`;
    const ticked = { ...refund, withoutStatement: true };

    expect((await t.app.inject({ method: 'POST', url, payload: ticked })).statusCode).toBe(401);
    const badTick = await resolve(disputeId, { ...refund, withoutStatement: 'yes' });
    expect(badTick.statusCode).toBe(400);
    expect(badTick.json().error.message).toContain('Say whether you rule without their statement');
    expect((await resolve(disputeId, ticked, payer)).statusCode).toBe(403);
    expect((await resolve(disputeId, ticked, provider)).statusCode).toBe(403);

    // The admin's dialog offers the tick: the provider may answer for disputeResponseDays and has not.
    expect(await caseOf(disputeId)).toMatchObject({ awaitingStatement: true, can: { resolve: true } });
    for (const body of [refund, { ...refund, withoutStatement: false }]) {
      const refused = await resolve(disputeId, body);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'STATEMENT_PENDING',
        message: disputeMessages.statementPending,
      });
    }
    // Refused, nothing changed: the case is open, the coins are held, and nothing was audited.
    expect(await statusOf(disputeId)).toBe('open');
    expect(await coinsOf(payer)).toMatchObject({ available: 50, held: 100 });
    expect(await auditOf(disputeId)).toEqual([]);
    // The window is still the provider's to use.
    time.advance(limits.disputeResponseDays * day - 1);
    expect((await resolve(disputeId, refund)).statusCode).toBe(409);

    const ruled = await resolve(disputeId, ticked);
    expect(ruled.statusCode, ruled.body).toBe(200);
    expect(ruled.json()).toMatchObject({
      dispute: { status: 'resolved', outcome: 'refund', providerCoins: 0, payerCoins: 100 },
      awaitingStatement: false,
      can: { resolve: false },
    });
    expect(await coinsOf(payer)).toMatchObject({ available: 150, held: 0 });
    expect(await auditOf(disputeId)).toEqual([
      {
        actorId: admin.user.id,
        details: expect.objectContaining({ outcome: 'refund', payerCoins: 100, withoutStatement: true }),
      },
    ]);
  });

  it('needs no tick once their window has passed', async () => {
    const { payer, disputeId } = await disputedDeal();
    time.advance(limits.disputeResponseDays * day);
    expect(await caseOf(disputeId)).toMatchObject({ awaitingStatement: false, can: { resolve: true } });
    const ruled = await resolve(disputeId, refund);
    expect(ruled.statusCode, ruled.body).toBe(200);
    expect(await coinsOf(payer)).toMatchObject({ available: 150, held: 0 });
    const [entry] = await auditOf(disputeId);
    expect(entry?.details).toMatchObject({ outcome: 'refund', withoutStatement: false });
  });

  it('needs no tick once they have given their statement, and records that it was heard', async () => {
    const { provider, disputeId, id } = await disputedDeal();
    const stated = await post(`/api/proposals/${id}/dispute/entries`, provider, { body: 'I came; nobody opened.' });
    expect(stated.statusCode, stated.body).toBe(200);
    expect(await caseOf(disputeId)).toMatchObject({ awaitingStatement: false });
    // A tick sent anyway changes nothing: the ruling did hear them.
    const ruled = await resolve(disputeId, {
      outcome: 'split',
      providerCoins: 40,
      note: 'Half way.',
      withoutStatement: true,
    });
    expect(ruled.statusCode, ruled.body).toBe(200);
    expect(ruled.json().dispute).toMatchObject({ providerCoins: 40, payerCoins: 60 });
    const [entry] = await auditOf(disputeId);
    expect(entry?.details).toMatchObject({
      outcome: 'split',
      providerCoins: 40,
      payerCoins: 60,
      withoutStatement: false,
    });
  });

  it('answers a split out of range with 400 before the missing statement', async () => {
    const { disputeId } = await disputedDeal();
    const tooMuch = await resolve(disputeId, { outcome: 'split', providerCoins: 101, note: 'Too much.' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.message).toContain(disputeMessages.splitRange);
    expect(await statusOf(disputeId)).toBe('open');
  });
});
