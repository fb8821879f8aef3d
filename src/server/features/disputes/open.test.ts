// Opening a dispute, the case's statements and questions, and withdrawing it, through the API: who may, until when,
// what it freezes, and who hears of it. The rulings are in resolve.test.ts.
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disputeWindowDaysMessage } from '#shared/schemas/admin.ts';
import { disputeMessages } from '#shared/schemas/disputes.ts';
import { listingMessages } from '#shared/schemas/listings.ts';
import { auditLog, disputes, events, scheduledJobs, uploads } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createManualClock, day } from '../../test/clock.ts';
import { dealRequests } from '../../test/deal-requests.ts';
import { createOffer, createProposal, ensurePlatformSettings } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';
import { notYourUploadMessage } from '../uploads/service.ts';

const time = createManualClock(Date.now());
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
}, 120_000);
afterAll(() => t.close());

const { post, get, acceptedDeal, deliveredDeal, view, coinsOf, noticesOf, emailsTo } = dealRequests(() => t);

const picture = `/uploads/ab/${'c'.repeat(64)}.webp`;
const opening = (overrides: object = {}) => ({
  reason: 'not delivered',
  statement: 'Nothing arrived by the agreed day.',
  images: [],
  ...overrides,
});
/** A real upload through POST /api/uploads, from its own address so the upload limit never steps in. */
async function uploadPicture(member: { cookie: string }, background: string): Promise<string> {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background } })
    .png()
    .toBuffer();
  const boundary = '----dispute-picture';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { cookie: member.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    remoteAddress: `10.31.8.${(uploadsSent += 1)}`,
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url;
}
let uploadsSent = 0;
/** Records `picture` as the member's own upload, as POST /api/uploads does. */
const ownPicture = (member: { user: { id: string } }) =>
  t.db.insert(uploads).values({ ownerId: member.user.id, url: picture }).onConflictDoNothing();
const autoCompleteJobs = (id: string) =>
  t.db
    .select({ runAt: scheduledJobs.runAt })
    .from(scheduledJobs)
    .where(and(eq(scheduledJobs.kind, 'proposal.auto-complete'), eq(scheduledJobs.key, id)));

/** A coins deal its payer confirmed: nothing held, so only the dispute keeps its parties from leaving. */
async function completedCoinsDeal() {
  const deal = await deliveredDeal();
  expect((await post(`/api/proposals/${deal.id}/complete`, deal.payer)).statusCode).toBe(200);
  return deal;
}

describe('opening a dispute', () => {
  it('needs a signed-in party, a reason, a statement and uploaded pictures, and opens nothing otherwise', async () => {
    const { provider, payer, id } = await acceptedDeal();
    const stranger = await createSignedInMember(t.app);
    const url = `/api/proposals/${id}/dispute`;
    expect((await t.app.inject({ method: 'POST', url, payload: opening() })).statusCode).toBe(401);
    const noReason = await post(url, payer, opening({ reason: 'bored' }));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toContain(disputeMessages.reason);
    const blank = await post(url, payer, opening({ statement: '   ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain(disputeMessages.statement);
    const outside = await post(url, payer, opening({ images: ['https://example.com/a.png'] }));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.message).toContain(listingMessages.image);
    const many = await post(url, payer, opening({ images: Array(5).fill(picture) }));
    expect(many.statusCode).toBe(400);
    expect(many.json().error.message).toContain('At most 4 pictures');
    expect((await post(url, stranger, opening())).statusCode).toBe(403);
    expect((await view(id, provider)).dispute).toBeNull();
    expect(await t.db.$count(disputes, eq(disputes.proposalId, id))).toBe(0);
  });

  it("refuses pictures that are not the member's own uploads, naming the field (issue 31, point 8)", async () => {
    const { provider, payer, id } = await acceptedDeal();
    const theirs = await uploadPicture(provider, '#0f766e');
    const mine = await uploadPicture(payer, '#b91c1c');
    const url = `/api/proposals/${id}/dispute`;
    for (const images of [[theirs], [mine, theirs], [picture]]) {
      const res = await post(url, payer, opening({ images }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toEqual({
        code: 'NOT_YOUR_UPLOAD',
        message: notYourUploadMessage,
        fields: { images: notYourUploadMessage },
      });
    }
    expect(await t.db.$count(disputes, eq(disputes.proposalId, id))).toBe(0);

    const opened = await post(url, payer, opening({ images: [mine] }));
    expect(opened.statusCode, opened.body).toBe(200);
    const entries = `/api/proposals/${id}/dispute/entries`;
    const borrowed = await post(entries, provider, { body: 'Here is what I did.', images: [mine] });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().error.fields).toEqual({ images: notYourUploadMessage });
    expect((await view(id, provider)).dispute?.entries).toHaveLength(1);
    const stated = await post(entries, provider, { body: 'Here is what I did.', images: [theirs] });
    expect(stated.statusCode, stated.body).toBe(200);
    expect(stated.json().dispute.entries.map((entry: { images: string[] }) => entry.images)).toEqual([
      [mine],
      [theirs],
    ]);
  });

  it('is refused on a proposal not yet accepted', async () => {
    const provider = await createSignedInMember(t.app);
    const payer = await createSignedInMember(t.app);
    const offer = await createOffer(t, { userId: provider.user.id });
    const pending = await createProposal(t, { offerId: offer.id, senderId: payer.user.id });
    const res = await post(`/api/proposals/${pending.id}/dispute`, payer, opening());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This proposal is pending, so it cannot be disputed');
  });

  it('opens the case, holds the deal, tells the other party and takes one case at a time', async () => {
    const { provider, payer, id } = await acceptedDeal({ title: 'Garden shed' });
    await ownPicture(payer);
    const res = await post(`/api/proposals/${id}/dispute`, payer, opening({ images: [picture] }));
    expect(res.statusCode, res.body).toBe(200);
    const opened = res.json();
    expect(opened).toMatchObject({
      status: 'accepted',
      dispute: {
        status: 'open',
        reason: 'not delivered',
        openedBy: { id: payer.user.id },
        respondent: { id: provider.user.id },
        outcome: null,
        entries: [{ kind: 'statement', author: { id: payer.user.id }, byAdmin: false, images: [picture] }],
        can: { addEntry: false, withdraw: true },
      },
      can: { 'open-dispute': false, 'withdraw-dispute': true, 'request-cancellation': false },
    });
    expect(Date.parse(opened.dispute.respondBy)).toBe(time.now() + 3 * day);
    expect(opened.history.at(-1)).toMatchObject({ action: 'open-dispute', note: 'Not delivered' });
    const theirs = await view(id, provider);
    expect(theirs.dispute?.can).toEqual({ addEntry: true, withdraw: false });
    expect(theirs.can).toMatchObject({ deliver: false, 'cancel-deal': false, 'withdraw-dispute': false });
    expect(await noticesOf(provider, 'dispute_opened')).toEqual([
      expect.objectContaining({ title: 'Dispute opened', relatedId: id }),
    ]);
    expect(await emailsTo(provider, 'dispute_opened')).toHaveLength(1);
    expect(await noticesOf(payer, 'dispute_opened')).toHaveLength(0);

    const again = await post(`/api/proposals/${id}/dispute`, provider, opening({ reason: 'payer unresponsive' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('DISPUTE_OPEN');
    for (const [path, who, payload] of [
      ['deliver', provider, undefined],
      ['cancel-deal', provider, { reason: 'Done with it' }],
      ['request-cancellation', payer, { reason: 'Done with it' }],
    ] as const) {
      const refused = await post(`/api/proposals/${id}/${path}`, who, payload);
      expect(refused.statusCode, path).toBe(409);
      expect(refused.json().error.code, path).toBe('DISPUTE_OPEN');
    }
    expect(await coinsOf(payer)).toMatchObject({ available: 50, held: 100 });
  });

  it('keeps either party from deleting their account while the case is open', async () => {
    const { provider, payer, id } = await completedCoinsDeal();
    await post(`/api/proposals/${id}/dispute`, payer, opening());
    for (const who of [provider, payer]) {
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: '/api/me',
        headers: { cookie: who.cookie },
        payload: { confirmation: 'DELETE' },
      });
      expect(deleted.statusCode).toBe(409);
      expect(deleted.json().error.code).toBe('DISPUTE_OPEN');
    }
  });

  it('freezes a delivered deal: neither its payer nor its clock completes it', async () => {
    const { provider, payer, id } = await deliveredDeal();
    expect(await autoCompleteJobs(id)).toHaveLength(1);
    expect(
      (await post(`/api/proposals/${id}/dispute`, provider, opening({ reason: 'payer unresponsive' }))).statusCode,
    ).toBe(200);
    expect(await autoCompleteJobs(id)).toHaveLength(0);
    const complete = await post(`/api/proposals/${id}/complete`, payer);
    expect(complete.statusCode).toBe(409);
    expect(complete.json().error.code).toBe('DISPUTE_OPEN');
    time.advance(30 * day);
    await t.ctx.jobs.runDue();
    expect((await view(id, payer)).status).toBe('delivered');
    expect(await coinsOf(payer)).toMatchObject({ held: 100 });
    expect(await coinsOf(provider)).toMatchObject({ available: 0 });
  });

  it("is open on a completed deal for the platform's dispute window only", async () => {
    await ensurePlatformSettings(t, { disputeWindowDays: 7 });
    const provider = await createSignedInMember(t.app);
    const payer = await createSignedInMember(t.app);
    const offer = await createOffer(t, { userId: provider.user.id });
    const completedDaysAgo = (days: number) =>
      createProposal(t, {
        offerId: offer.id,
        senderId: payer.user.id,
        status: 'completed',
        completedAt: new Date(time.now() - days * day),
      });
    const late = await completedDaysAgo(8);
    const closed = await post(`/api/proposals/${late.id}/dispute`, payer, opening());
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('DISPUTE_WINDOW_CLOSED');
    const recent = await completedDaysAgo(6);
    expect((await post(`/api/proposals/${recent.id}/dispute`, payer, opening())).statusCode).toBe(200);
    // The admins' setting, saved as the others are, widens the window for deals completed before.
    const admin = await createSignedInMember(t.app, { role: 'admin' });
    const setWindow = (disputeWindowDays: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/admin/settings',
        headers: { cookie: admin.cookie },
        payload: { disputeWindowDays },
      });
    for (const days of [0, 91, 2.5]) {
      const refused = await setWindow(days);
      expect(refused.statusCode, String(days)).toBe(400);
      expect(refused.json().error.fields.disputeWindowDays).toBe(disputeWindowDaysMessage);
    }
    expect((await setWindow(10)).json()).toMatchObject({ disputeWindowDays: 10 });
    expect((await post(`/api/proposals/${late.id}/dispute`, payer, opening({ reason: 'other' }))).statusCode).toBe(200);
    expect((await setWindow(7)).statusCode).toBe(200);
  });
});

describe("the case's statements", () => {
  it("takes the respondent's statement once, before the deadline", async () => {
    const admin = await createSignedInMember(t.app, { role: 'admin' });
    const { provider, payer, id } = await acceptedDeal();
    const stranger = await createSignedInMember(t.app);
    await post(`/api/proposals/${id}/dispute`, payer, opening());
    const url = `/api/proposals/${id}/dispute/entries`;
    const entry = { body: 'I came twice and nobody was home.', images: [picture] };
    await Promise.all([provider, payer, stranger].map(ownPicture));
    expect((await t.app.inject({ method: 'POST', url, payload: entry })).statusCode).toBe(401);
    const blank = await post(url, provider, { body: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain(disputeMessages.body);
    expect((await post(url, stranger, entry)).statusCode).toBe(403);
    const opener = await post(url, payer, entry);
    expect(opener.statusCode).toBe(409);
    expect(opener.json().error.message).toBe(disputeMessages.nothingToAdd);

    const stated = await post(url, provider, entry);
    expect(stated.statusCode, stated.body).toBe(200);
    expect(stated.json().dispute.entries).toMatchObject([
      { kind: 'statement', author: { id: payer.user.id } },
      { kind: 'statement', author: { id: provider.user.id }, body: entry.body, images: [picture] },
    ]);
    expect(stated.json().dispute.can.addEntry).toBe(false);
    expect(await noticesOf(payer, 'dispute_update')).toEqual([
      {
        title: 'Dispute updated',
        message: `${provider.user.fullName} added to the dispute on the deal for "Fence repair".`,
        relatedId: id,
      },
    ]);
    // Every active admin's open Disputes tab rereads.
    expect(
      await t.db.$count(events, and(eq(events.userId, admin.user.id), eq(events.type, 'admin.disputes.changed'))),
    ).toBeGreaterThanOrEqual(2);
    const twice = await post(url, provider, entry);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(disputeMessages.nothingToAdd);
  });

  it('refuses the statement once the time to answer has passed', async () => {
    const { provider, payer, id } = await acceptedDeal();
    await post(`/api/proposals/${id}/dispute`, payer, opening());
    time.advance(3 * day + 1);
    const late = await post(`/api/proposals/${id}/dispute/entries`, provider, { body: 'Sorry, I was away.' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(disputeMessages.responseClosed);
    expect((await view(id, provider)).dispute?.entries).toHaveLength(1);
  });

  it("puts an admin's question in the case and the member's notifications, and takes their answer", async () => {
    const { provider, payer, id } = await acceptedDeal({ title: 'Roof tiles' });
    const admin = await createSignedInMember(t.app, { role: 'admin' });
    const stranger = await createSignedInMember(t.app);
    const disputeId = (await post(`/api/proposals/${id}/dispute`, payer, opening())).json().dispute.id;
    const statement = { body: 'I finished on time.' };
    expect((await post(`/api/proposals/${id}/dispute/entries`, provider, statement)).statusCode).toBe(200);
    const url = `/api/admin/disputes/${disputeId}/questions`;
    const question = { toId: provider.user.id, body: 'When did you go there?' };
    expect((await t.app.inject({ method: 'POST', url, payload: question })).statusCode).toBe(401);
    expect((await post(url, provider, question)).statusCode).toBe(403);
    const blank = await post(url, admin, { ...question, body: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain(disputeMessages.body);
    const notParty = await post(url, admin, { ...question, toId: stranger.user.id });
    expect(notParty.statusCode).toBe(400);
    expect(notParty.json().error.message).toBe('Choose which member to ask');

    const asked = await post(url, admin, question);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().dispute.entries.at(-1)).toMatchObject({
      kind: 'question',
      byAdmin: true,
      author: { id: admin.user.id },
      addressedTo: { id: provider.user.id },
      body: question.body,
    });
    expect(await noticesOf(provider, 'dispute_update')).toEqual([
      expect.objectContaining({ title: 'Question about your dispute', relatedId: id }),
    ]);
    expect((await noticesOf(provider, 'dispute_update'))[0]?.message).toContain(question.body);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'dispute.ask'), eq(auditLog.targetId, disputeId)));
    expect(audit).toEqual([expect.objectContaining({ actorId: admin.user.id, targetType: 'dispute' })]);

    const seen = await view(id, provider);
    expect(seen.dispute?.entries.at(-1)).toMatchObject({ kind: 'question', byAdmin: true, author: null });
    expect(seen.dispute?.can.addEntry).toBe(true);
    // The payer was not asked and has stated already.
    expect((await view(id, payer)).dispute?.can.addEntry).toBe(false);

    const answered = await post(`/api/proposals/${id}/dispute/entries`, provider, { body: 'On Monday at nine.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().dispute.entries.at(-1)).toMatchObject({ kind: 'answer', author: { id: provider.user.id } });
    expect(answered.json().dispute.can.addEntry).toBe(false);
    const adminCase = await get(`/api/admin/disputes/${disputeId}`, admin);
    expect(adminCase.json().dispute.entries.map((e: { kind: string }) => e.kind)).toEqual([
      'statement',
      'statement',
      'question',
      'answer',
    ]);
  });
});

describe('withdrawing a dispute', () => {
  it('is for its opener only, and the deal goes on where it was', async () => {
    const { provider, payer, id } = await acceptedDeal();
    await post(`/api/proposals/${id}/dispute`, payer, opening());
    const url = `/api/proposals/${id}/dispute/withdraw`;
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const other = await post(url, provider);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe('Only the member who opened this dispute can withdraw it');

    const withdrawn = await post(url, payer);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      status: 'accepted',
      dispute: { status: 'withdrawn', can: { addEntry: false, withdraw: false } },
      // Once per member and deal: opening and withdrawing again would hold the deal up for ever.
      can: { 'withdraw-dispute': false, 'open-dispute': false },
    });
    expect((await view(id, provider)).can['open-dispute']).toBe(true);
    const reopened = await post(`/api/proposals/${id}/dispute`, payer, opening());
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().error).toMatchObject({
      code: 'DISPUTED_BEFORE',
      message: 'You have already opened a dispute on this deal; a member disputes once per deal',
    });
    expect(withdrawn.json().dispute.closedAt).not.toBeNull();
    expect(await noticesOf(provider, 'dispute_update')).toEqual([
      expect.objectContaining({ title: 'Dispute withdrawn', relatedId: id }),
    ]);
    const again = await post(url, payer);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('NO_DISPUTE');
    expect((await post(`/api/proposals/${id}/deliver`, provider)).statusCode).toBe(200);
    expect(await coinsOf(payer)).toMatchObject({ held: 100 });
  });

  it("gives a delivered deal's payer their whole time to confirm again", async () => {
    const { provider, payer, id } = await deliveredDeal();
    await post(`/api/proposals/${id}/dispute`, provider, opening({ reason: 'payer unresponsive' }));
    time.advance(2 * day);
    expect((await post(`/api/proposals/${id}/dispute/withdraw`, provider)).statusCode).toBe(200);
    const [job] = await autoCompleteJobs(id);
    expect(job?.runAt.getTime()).toBe(time.now() + 3 * day);
    expect((await view(id, payer)).status).toBe('delivered');
    time.advance(3 * day);
    await t.ctx.jobs.runDue();
    expect((await view(id, payer)).status).toBe('completed');
    expect(await coinsOf(provider)).toMatchObject({ available: 100 });
  });
});
