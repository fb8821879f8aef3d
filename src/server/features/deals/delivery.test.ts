// Delivery and confirmation, by the app's clock: the provider marks an accepted deal delivered, the payer confirms
// it, or after the platform's autoCompleteDays it completes by itself, the payer reminded a day before. Through the
// API and the jobs the delivery schedules.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, scheduledJobs, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { dealRequests } from '../../test/deal-requests.ts';
import type { Signed } from '../../test/proposal-requests.ts';
import { createSignedInMember } from '../../test/session.ts';
import { autoCompleteJob, completionReminderJob, remindPayer } from './delivery.ts';
import { autoCompleteProposal } from './transitions.ts';
import { createManualClock, day, minute } from '../../test/clock.ts';

const time = createManualClock();

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
}, 120_000);
afterAll(() => t.close());

const { post, get, form, listingOf, view, noticesOf, emailsTo, ...deals } = dealRequests(() => t);
// The sender pays 100 DC for 'Garden design', all they have, held at acceptance.
const acceptedDeal = () => deals.acceptedDeal({ title: 'Garden design', funds: 100 });
const deliveredDeal = () => deals.deliveredDeal({ title: 'Garden design', funds: 100 });

const jobsOf = async (id: string) =>
  (await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.key, id)))
    .map((job) => ({ kind: job.kind, runAt: job.runAt.getTime() }))
    .sort((a, b) => a.kind.localeCompare(b.kind));
const proposalEvents = (who: Signed) =>
  t.db.$count(events, and(eq(events.userId, who.user.id), eq(events.type, 'proposal.updated')));
const coinsOf = async (who: Signed) => {
  const wallet = (await get('/api/wallet', who)).json();
  return { available: wallet.dragonCoins, held: wallet.heldCoins };
};

async function setAutoCompleteDays(days: unknown) {
  const admin = await createSignedInMember(t.app, { role: 'admin' });
  return t.app.inject({
    method: 'PATCH',
    url: '/api/admin/settings',
    headers: { cookie: admin.cookie },
    payload: { autoCompleteDays: days },
  });
}

describe('marking a deal delivered', () => {
  it("names the day in the payer's language", async () => {
    const { provider, payer, id } = await acceptedDeal();
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, payer.user.id));
    await post(`/api/proposals/${id}/deliver`, provider);
    const [notice] = await noticesOf(payer, 'deal_delivered');
    expect(notice?.title).toBe('Arbeit geliefert');
    expect(notice?.message).toContain('04.12.2026');
    expect(notice?.message).not.toMatch(/Dec|delivered/);
  });

  it('is the provider’s, on an accepted deal only; the payer hears of it and both tabs reread it', async () => {
    const { provider, payer, id } = await acceptedDeal();
    const stranger = await createSignedInMember(t.app);
    expect((await post(`/api/proposals/${id}/deliver`, payer)).statusCode).toBe(403);
    expect((await post(`/api/proposals/${id}/deliver`, stranger)).statusCode).toBe(403);
    expect((await view(id, provider)).can).toMatchObject({ deliver: true, complete: false });
    expect((await view(id, payer)).can).toMatchObject({ deliver: false, complete: false });

    const [payerEvents, providerEvents] = [await proposalEvents(payer), await proposalEvents(provider)];
    const delivered = await post(`/api/proposals/${id}/deliver`, provider);
    expect(delivered.json()).toMatchObject({
      status: 'delivered',
      autoCompletesAt: new Date(time.now() + 3 * day).toISOString(),
    });
    expect(await proposalEvents(payer)).toBeGreaterThan(payerEvents);
    expect(await proposalEvents(provider)).toBeGreaterThan(providerEvents);
    expect(await jobsOf(id)).toEqual([
      { kind: autoCompleteJob, runAt: time.now() + 3 * day },
      { kind: completionReminderJob, runAt: time.now() + 2 * day },
    ]);
    expect(await noticesOf(payer, 'deal_delivered')).toEqual([
      {
        title: 'Work delivered',
        message: `${provider.user.fullName} marked "Garden design" as delivered. Confirm completion, or it completes by itself on Dec 4, 2026.`,
        relatedId: id,
      },
    ]);
    expect(await noticesOf(provider, 'deal_delivered')).toEqual([]);
    expect(await emailsTo(payer, 'deal_delivered')).toMatchObject([
      { payload: { listingTitle: 'Garden design', proposalId: id, completesOn: '2026-12-04' } },
    ]);
    expect((await view(id, payer)).history.map((step) => [step.action, step.actor?.id])).toEqual([
      ['send', payer.user.id],
      ['accept', provider.user.id],
      ['deliver', provider.user.id],
    ]);

    // Delivered once: again, or from pending, it is refused.
    expect((await post(`/api/proposals/${id}/deliver`, provider)).statusCode).toBe(409);
    const listing = await listingOf(provider);
    const pending = (await post(`/api/offers/${listing.id}/proposals`, payer, form())).json().id;
    expect((await post(`/api/proposals/${pending}/deliver`, provider)).statusCode).toBe(409);
  });
});

describe('confirming completion', () => {
  it('is the payer’s, on a delivered deal only; it pays the held coins and drops both jobs', async () => {
    const accepted = await acceptedDeal();
    expect((await post(`/api/proposals/${accepted.id}/complete`, accepted.payer)).statusCode).toBe(409);

    const { provider, payer, id } = await deliveredDeal();
    expect((await post(`/api/proposals/${id}/complete`, provider)).statusCode).toBe(403);
    const done = await post(`/api/proposals/${id}/complete`, payer);
    expect(done.json()).toMatchObject({ status: 'completed', autoCompletesAt: null });
    expect(await jobsOf(id)).toEqual([]);
    expect([await coinsOf(payer), await coinsOf(provider)]).toEqual([
      { available: 0, held: 0 },
      { available: 100, held: 0 },
    ]);

    // The clock passing the reminder and the completion changes nothing.
    time.advance(4 * day);
    await t.ctx.jobs.runDue();
    expect(await noticesOf(payer, 'completion_reminder')).toEqual([]);
    expect((await view(id, payer)).history.map((step) => step.action)).toEqual([
      'send',
      'accept',
      'deliver',
      'complete',
    ]);
    expect(await noticesOf(payer, 'deal_completed')).toHaveLength(1);
  });
});

describe('a delivered deal left unconfirmed', () => {
  it('reminds the payer a day before and completes by itself after 3 days, paying the provider', async () => {
    const { provider, payer, id } = await deliveredDeal();
    const deliveredAt = time.now();

    time.set(deliveredAt + 2 * day - minute);
    await t.ctx.jobs.runDue();
    expect(await noticesOf(payer, 'completion_reminder')).toEqual([]);
    time.set(deliveredAt + 2 * day);
    await t.ctx.jobs.runDue();
    expect(await noticesOf(payer, 'completion_reminder')).toEqual([
      {
        title: 'Confirm completion',
        message: '"Garden design" completes by itself on Dec 8, 2026 unless you confirm it first.',
        relatedId: id,
      },
    ]);
    expect(await emailsTo(payer, 'completion_reminder')).toHaveLength(1);
    expect(await noticesOf(provider, 'completion_reminder')).toEqual([]);

    time.set(deliveredAt + 3 * day - minute);
    await t.ctx.jobs.runDue();
    expect((await view(id, payer)).status).toBe('delivered');
    expect(await coinsOf(payer)).toEqual({ available: 0, held: 100 });

    const providerEvents = await proposalEvents(provider);
    time.set(deliveredAt + 3 * day);
    await t.ctx.jobs.runDue();
    for (const who of [payer, provider]) {
      const seen = await view(id, who);
      expect(seen).toMatchObject({ status: 'completed', completedAt: expect.any(String), autoCompletesAt: null });
      expect(seen.history.at(-1)).toMatchObject({ action: 'auto-complete', status: 'completed', actor: null });
      expect(await noticesOf(who, 'deal_completed')).toEqual([
        {
          title: 'Deal completed automatically',
          message:
            'The deal for "Garden design" completed automatically and 100 DC were paid. You can now leave a review.',
          relatedId: id,
        },
      ]);
    }
    expect(await proposalEvents(provider)).toBeGreaterThan(providerEvents);
    expect([await coinsOf(payer), await coinsOf(provider)]).toEqual([
      { available: 0, held: 0 },
      { available: 100, held: 0 },
    ]);
    expect(await jobsOf(id)).toEqual([]);
    expect((await view(id, payer)).can.review).toBe(true);
  });

  it('completes by the setting as it was when it was delivered', async () => {
    const before = await deliveredDeal();
    const invalid = await setAutoCompleteDays(31);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields.autoCompleteDays).toBe('Automatic completion must be between 1 and 30 days');
    expect((await setAutoCompleteDays(1)).json()).toMatchObject({ autoCompleteDays: 1 });
    try {
      const after = await deliveredDeal();
      // A day's wait leaves no reminder a day before it.
      expect(await jobsOf(after.id)).toEqual([{ kind: autoCompleteJob, runAt: time.now() + day }]);
      time.advance(day);
      await t.ctx.jobs.runDue();
      expect((await view(after.id, after.payer)).status).toBe('completed');
      expect((await view(before.id, before.payer)).status).toBe('delivered');
    } finally {
      await setAutoCompleteDays(3);
    }
  });
});

describe('the delivery jobs', () => {
  it('change nothing when run again or on a deal no longer delivered', async () => {
    const { provider, payer, id } = await deliveredDeal();
    await autoCompleteProposal(t.ctx, id);
    const completed = await view(id, payer);
    await autoCompleteProposal(t.ctx, id);
    await remindPayer(t.ctx, id);
    expect(await view(id, payer)).toEqual(completed);
    expect(completed.history.map((step) => step.action)).toEqual(['send', 'accept', 'deliver', 'auto-complete']);
    expect(await noticesOf(provider, 'deal_completed')).toHaveLength(1);
    expect(await noticesOf(payer, 'completion_reminder')).toEqual([]);
    expect([await coinsOf(payer), await coinsOf(provider)]).toEqual([
      { available: 0, held: 0 },
      { available: 100, held: 0 },
    ]);

    const accepted = await acceptedDeal();
    await autoCompleteProposal(t.ctx, accepted.id);
    expect((await view(accepted.id, accepted.payer)).status).toBe('accepted');
    await expect(autoCompleteProposal(t.ctx, '00000000-0000-4000-8000-000000000000')).resolves.toBeUndefined();
  });
});
