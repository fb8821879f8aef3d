// The automatic completion while a cancellation is asked for: it waits on the payer's request, not on the
// provider's; declining the payer's request gives the payer their full time again, and a payer asks once. By the
// app's clock, through the API and the jobs the delivery schedules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createManualClock, day } from '../../test/clock.ts';
import { dealRequests } from '../../test/deal-requests.ts';
import { and, eq, sql } from 'drizzle-orm';
import { scheduledJobs } from '../../db/schema/index.ts';
import { autoCompleteJob, findCompletionTime } from './delivery.ts';
import { autoCompleteProposal } from './transitions.ts';

const time = createManualClock();

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
}, 120_000);
afterAll(() => t.close());

const { post, deliveredDeal, view, coinsOf, noticesOf, emailsTo } = dealRequests(() => t);
const reason = (text: string) => ({ reason: text });

describe('the automatic completion and a cancellation asked for', () => {
  it("waits while the payer's request is open, and starts again when the provider declines it", async () => {
    const { provider, payer, id } = await deliveredDeal();
    await post(`/api/proposals/${id}/request-cancellation`, payer, reason('The fence still leans'));
    time.advance(4 * day);
    await t.ctx.jobs.runDue();
    expect((await view(id, payer)).status).toBe('delivered');
    expect(await coinsOf(payer)).toMatchObject({ held: 100 });

    await post(`/api/proposals/${id}/decline-cancellation`, provider);
    expect((await findCompletionTime(t.db, id))?.getTime()).toBe(time.now() + 3 * day);
    time.advance(3 * day);
    await t.ctx.jobs.runDue();
    expect((await view(id, payer)).status).toBe('completed');
    expect((await coinsOf(provider))?.available).toBe(100);
    for (const party of [payer, provider]) expect(await emailsTo(party, 'deal_auto_completed')).toHaveLength(1);
  });

  it('lets the payer ask once, so asking again cannot hold up the payment', async () => {
    const { provider, payer, id } = await deliveredDeal();
    await post(`/api/proposals/${id}/request-cancellation`, payer, reason('The gate sticks'));
    // A day before the (waiting) completion no reminder names a day that is not coming.
    time.advance(2 * day);
    await t.ctx.jobs.runDue();
    expect(await noticesOf(payer, 'completion_reminder')).toEqual([]);
    await post(`/api/proposals/${id}/decline-cancellation`, provider);
    expect((await view(id, payer)).can['request-cancellation']).toBe(false);
    const again = await post(`/api/proposals/${id}/request-cancellation`, payer, reason('It still sticks'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ASKED_BEFORE');
    time.advance(3 * day);
    await t.ctx.jobs.runDue();
    expect((await view(id, payer)).status).toBe('completed');
  });

  it('leaves a run of the old job alone once a declined request has restarted the clock', async () => {
    const { provider, payer, id } = await deliveredDeal();
    await post(`/api/proposals/${id}/request-cancellation`, payer, reason('Paint is peeling'));
    time.advance(4 * day);
    // A process claims the overdue job, then waits for the deal while the provider declines the request.
    const [claimed] = await t.db
      .update(scheduledJobs)
      .set({ attempts: sql`${scheduledJobs.attempts} + 1` })
      .where(and(eq(scheduledJobs.kind, autoCompleteJob), eq(scheduledJobs.key, id)))
      .returning();
    await post(`/api/proposals/${id}/decline-cancellation`, provider);
    await autoCompleteProposal(t.ctx, id, claimed!);
    expect((await view(id, payer)).status).toBe('delivered');
    time.advance(3 * day);
    await t.ctx.jobs.runDue();
    expect((await view(id, payer)).status).toBe('completed');
  });

  it("keeps the payer's time when the payer declines the provider's request", async () => {
    const { provider, payer, id } = await deliveredDeal();
    const before = await findCompletionTime(t.db, id);
    time.advance(day);
    await post(`/api/proposals/${id}/request-cancellation`, provider, reason('Wrong wood'));
    await post(`/api/proposals/${id}/decline-cancellation`, payer);
    expect((await findCompletionTime(t.db, id))?.getTime()).toBe(before?.getTime());
  });

  it("does not wait on the provider's own request", async () => {
    const { provider, payer, id } = await deliveredDeal();
    await post(`/api/proposals/${id}/request-cancellation`, provider, reason('Could not finish the gate'));
    time.advance(4 * day);
    await t.ctx.jobs.runDue();
    expect((await view(id, payer)).status).toBe('completed');
    expect((await coinsOf(provider))?.available).toBe(100);
  });
});
