// No mail bombing (issue 20, point 12): emails one member's actions cause another are coalesced per recipient and
// listing over a window; in-app notifications stay one per action.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, notifications } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { proposalRequests, type Signed } from '../../test/proposal-requests.ts';
import { createSignedInMember } from '../../test/session.ts';
import { coalesceWindowMs } from './outbox.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { post, form, listingOf } = proposalRequests(() => t);

const emailsTo = (who: Signed, template: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, who.user.email), eq(emailOutbox.template, template)));
const notificationsOf = (who: Signed, type: string) =>
  t.db.$count(notifications, and(eq(notifications.userId, who.user.id), eq(notifications.type, type)));

async function proposeAndWithdraw(sender: Signed, listingId: string): Promise<void> {
  const sent = await post(`/api/offers/${listingId}/proposals`, sender, form());
  expect(sent.statusCode, sent.body).toBe(201);
  const withdrawn = await post(`/api/proposals/${sent.json().id}/cancel`, sender);
  expect(withdrawn.statusCode, withdrawn.body).toBe(200);
}

// Moves the recipient's queued emails back past the window, as if it had passed.
const ageEmailsOf = (who: Signed) =>
  t.db
    .update(emailOutbox)
    .set({ createdAt: sql`now() - ${coalesceWindowMs + 1000} * interval '1 millisecond'` })
    .where(eq(emailOutbox.toAddress, who.user.email));

describe('notification emails are coalesced per recipient and listing', () => {
  it('queues one email for a propose / withdraw loop on one listing, with every in-app notification', async () => {
    const owner = await createSignedInMember(t.app);
    const sender = await createSignedInMember(t.app);
    const listing = await listingOf(owner);
    for (let round = 0; round < 5; round += 1) await proposeAndWithdraw(sender, listing.id);

    const queued = await emailsTo(owner, 'offer_received');
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ coalesceKey: `offer_received:listing:${listing.id}`, coalescedCount: 4 });
    expect(await notificationsOf(owner, 'offer_received')).toBe(5);
  });

  it('emails again about another listing, or once the window has passed', async () => {
    const owner = await createSignedInMember(t.app);
    const sender = await createSignedInMember(t.app);
    const first = await listingOf(owner);
    const second = await listingOf(owner);
    await proposeAndWithdraw(sender, first.id);
    await proposeAndWithdraw(sender, second.id);
    expect(await emailsTo(owner, 'offer_received')).toHaveLength(2);

    await ageEmailsOf(owner);
    await proposeAndWithdraw(sender, first.id);
    await proposeAndWithdraw(sender, first.id);
    const queued = await emailsTo(owner, 'offer_received');
    expect(queued).toHaveLength(3);
    expect(queued.map((email) => email.coalescedCount).sort()).toEqual([0, 0, 1]);
  });

  it('emails each sender once per window when an owner declines their proposals one after another', async () => {
    const owner = await createSignedInMember(t.app);
    const sender = await createSignedInMember(t.app);
    const other = await createSignedInMember(t.app);
    const listing = await listingOf(owner);
    for (let round = 0; round < 3; round += 1) {
      for (const who of [sender, other]) {
        const sent = await post(`/api/offers/${listing.id}/proposals`, who, form());
        expect((await post(`/api/proposals/${sent.json().id}/decline`, owner)).statusCode).toBe(200);
      }
    }
    for (const who of [sender, other]) {
      expect(await emailsTo(who, 'offer_declined')).toHaveLength(1);
      expect(await notificationsOf(who, 'offer_declined')).toBe(3);
    }
    // An acceptance is news of another kind: it goes out even within the window.
    const accepted = await post(`/api/offers/${listing.id}/proposals`, sender, form());
    expect((await post(`/api/proposals/${accepted.json().id}/accept`, owner)).statusCode).toBe(200);
    expect(await emailsTo(sender, 'offer_accepted')).toHaveLength(1);
  });
});
