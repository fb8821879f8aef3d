// An unanswered proposal expires after the platform's proposalExpiryDays, by the app's clock: through the API, the
// expiry job and its handler, with what both parties then see and what an answer in time prevents.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProposalView } from '#shared/schemas/proposals.ts';
import { events, notifications, scheduledJobs } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { proposalRequests, type Signed } from '../../test/proposal-requests.ts';
import { createSignedInMember } from '../../test/session.ts';
import { proposalExpiryJob } from './expiry.ts';
import { expireProposal } from './transitions.ts';
import { createManualClock, day, minute } from '../../test/clock.ts';

const time = createManualClock();

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
}, 120_000);
afterAll(() => t.close());

const { post, get, form, listingOf } = proposalRequests(() => t);

async function propose(owner: Signed, sender: Signed): Promise<string> {
  const listing = await listingOf(owner);
  const res = await post(`/api/offers/${listing.id}/proposals`, sender, form());
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const view = async (id: string, who: Signed): Promise<ProposalView> => (await get(`/api/proposals/${id}`, who)).json();
const expiryJobs = (id: string) =>
  t.db
    .select()
    .from(scheduledJobs)
    .where(and(eq(scheduledJobs.kind, proposalExpiryJob), eq(scheduledJobs.key, id)));
const expiryNotices = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'proposal_expired')));
const proposalEvents = (userId: string) =>
  t.db.$count(events, and(eq(events.userId, userId), eq(events.type, 'proposal.updated')));

async function setExpiryDays(days: number) {
  const admin = await createSignedInMember(t.app, { role: 'admin' });
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/admin/settings',
    headers: { cookie: admin.cookie },
    payload: { proposalExpiryDays: days },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('an unanswered proposal', () => {
  it('expires when the clock passes the default 14 days, and not before', async () => {
    const owner = await createSignedInMember(t.app);
    const sender = await createSignedInMember(t.app);
    const id = await propose(owner, sender);
    expect((await expiryJobs(id)).map((job) => job.runAt.getTime())).toEqual([time.now() + 14 * day]);

    time.advance(14 * day - minute);
    await t.ctx.jobs.runDue();
    expect((await view(id, sender)).status).toBe('pending');

    const [senderEvents, ownerEvents] = [await proposalEvents(sender.user.id), await proposalEvents(owner.user.id)];
    time.advance(minute);
    await t.ctx.jobs.runDue();

    for (const who of [sender, owner]) {
      const seen = await view(id, who);
      expect(seen.status).toBe('expired');
      expect(seen.history.map(({ action, status, actor }) => ({ action, status, actor }))).toEqual([
        { action: 'send', status: 'pending', actor: expect.objectContaining({ id: sender.user.id }) },
        { action: 'expire', status: 'expired', actor: null },
      ]);
      expect(seen.can).toMatchObject({ accept: false, decline: false, cancel: false });
    }
    expect(await expiryNotices(sender.user.id)).toMatchObject([
      {
        title: 'Proposal expired',
        message: `Your proposal for "${(await view(id, sender)).listing.title}" expired without an answer.`,
        relatedId: id,
      },
    ]);
    expect(await expiryNotices(owner.user.id)).toEqual([]);
    // Both parties' open tabs reread it.
    expect(await proposalEvents(sender.user.id)).toBeGreaterThan(senderEvents);
    expect(await proposalEvents(owner.user.id)).toBeGreaterThan(ownerEvents);
    expect(await expiryJobs(id)).toEqual([]);
  });

  it('answered in time, no longer expires: accepting, declining and withdrawing drop its job', async () => {
    const owner = await createSignedInMember(t.app);
    const sender = await createSignedInMember(t.app);
    const answered = new Map<string, string>();
    for (const [action, who, status] of [
      ['accept', owner, 'accepted'],
      ['decline', owner, 'declined'],
      ['cancel', sender, 'cancelled'],
    ] as const) {
      const id = await propose(owner, sender);
      const res = await post(`/api/proposals/${id}/${action}`, who);
      expect(res.statusCode, res.body).toBe(200);
      expect(await expiryJobs(id), action).toEqual([]);
      answered.set(id, status);
    }

    time.advance(30 * day);
    await t.ctx.jobs.runDue();
    for (const [id, status] of answered) {
      const seen = await view(id, sender);
      expect(seen.status).toBe(status);
      expect(seen.history.map((step) => step.action)).not.toContain('expire');
    }
    expect(await expiryNotices(sender.user.id)).toEqual([]);
  });

  it('expires by the setting as it was when it was sent', async () => {
    const owner = await createSignedInMember(t.app);
    const sender = await createSignedInMember(t.app);
    const before = await propose(owner, sender);
    await setExpiryDays(3);
    try {
      const after = await propose(owner, sender);
      expect((await expiryJobs(after)).map((job) => job.runAt.getTime())).toEqual([time.now() + 3 * day]);

      time.advance(3 * day);
      await t.ctx.jobs.runDue();
      expect((await view(after, sender)).status).toBe('expired');
      expect((await view(before, sender)).status).toBe('pending');
    } finally {
      await setExpiryDays(14);
    }
  });
});

describe('the expiry job', () => {
  it('changes nothing on a proposal already decided or expired', async () => {
    const owner = await createSignedInMember(t.app);
    const sender = await createSignedInMember(t.app);
    const declined = await propose(owner, sender);
    await post(`/api/proposals/${declined}/decline`, owner);
    const decided = await view(declined, sender);
    await expireProposal(t.ctx, declined);
    expect(await view(declined, sender)).toEqual(decided);

    const pending = await propose(owner, sender);
    await expireProposal(t.ctx, pending);
    const expired = await view(pending, sender);
    await expireProposal(t.ctx, pending);
    expect(await view(pending, sender)).toEqual(expired);
    expect(expired.history.map((step) => step.action)).toEqual(['send', 'expire']);
    expect(await expiryNotices(sender.user.id)).toHaveLength(1);
  });

  it('leaves alone a proposal that no longer exists', async () => {
    await expect(expireProposal(t.ctx, '00000000-0000-4000-8000-000000000000')).resolves.toBeUndefined();
  });
});
