// A proposal opens the pair's conversation (decision 035): the Messages list previews its latest step when that came
// after the last message, and a version waiting for a member's answer is unread for them until they answer it.
import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedMessage } from '#shared/schemas/proposals.ts';
import { conversations, events } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { proposalRequests, type Signed } from '../../test/proposal-requests.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { post, get, form, listingOf } = proposalRequests(() => t);

const member = () => createSignedInMember(t.app);

async function conversationsOf(who: Signed) {
  const res = await get('/api/conversations', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Record<string, unknown>[];
}

async function messagesBadge(who: Signed): Promise<number> {
  const res = await get('/api/notifications/unread-counts', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().messages;
}

const conversationsBetween = (a: Signed, b: Signed) =>
  t.db
    .select()
    .from(conversations)
    .where(
      or(
        and(eq(conversations.participantA, a.user.id), eq(conversations.participantB, b.user.id)),
        and(eq(conversations.participantA, b.user.id), eq(conversations.participantB, a.user.id)),
      ),
    );

/** A proposal from the sender on a listing of the owner's, sent through the API. */
async function propose(sender: Signed, owner: Signed, title = 'Logo design') {
  const listing = await listingOf(owner, { title });
  const res = await post(`/api/offers/${listing.id}/proposals`, sender, form());
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

describe('a proposal in the conversation list', () => {
  it('answers 401 to visitors', async () => {
    expect((await get('/api/conversations', undefined)).statusCode).toBe(401);
    expect((await get('/api/notifications/unread-counts', undefined)).statusCode).toBe(401);
  });

  it('starts the pair’s conversation, previewed by the proposal and unread for the one who answers', async () => {
    const [a, b] = [await member(), await member()];
    const id = await propose(a, b);

    const [mine] = await conversationsOf(a);
    const [theirs] = await conversationsOf(b);
    expect(theirs).toMatchObject({
      partner: { id: a.user.id },
      lastMessage: null,
      lastProposalEvent: { proposalId: id, action: 'send', preview: 'Proposal sent · Logo design', fromMe: false },
      unreadCount: 1,
      waitingForAnswer: 1,
    });
    expect(mine).toMatchObject({
      id: theirs!.id,
      lastProposalEvent: { proposalId: id, action: 'send', fromMe: true },
      unreadCount: 0,
      waitingForAnswer: 0,
    });
    expect(await messagesBadge(b)).toBe(1);
    expect(await messagesBadge(a)).toBe(0);
    // The conversation holds the proposal's card.
    const cards = await get(`/api/conversations/${theirs!.id}/proposals`, b);
    expect(cards.statusCode, cards.body).toBe(200);
    expect(cards.json().items.map((card: { id: string }) => card.id)).toEqual([id]);
  });

  it('keeps the version unread through a read, until it is answered; a counter passes it to the other side', async () => {
    const [a, b] = [await member(), await member()];
    const id = await propose(a, b, 'Garden work');
    const [entry] = await conversationsOf(b);

    const read = await post(`/api/conversations/${entry!.id}/read`, b);
    expect(read.statusCode, read.body).toBe(200);
    expect((await conversationsOf(b))[0]).toMatchObject({ unreadCount: 1, waitingForAnswer: 1 });
    expect(await messagesBadge(b)).toBe(1);

    const countered = await post(`/api/proposals/${id}/counter`, b, {
      paymentMethods: ['cash'],
      cashAmountCents: 6000,
      version: 1,
    });
    expect(countered.statusCode, countered.body).toBe(200);
    expect((await conversationsOf(b))[0]).toMatchObject({
      lastProposalEvent: { action: 'counter', preview: 'Counter-offer · Garden work', fromMe: true },
      unreadCount: 0,
      waitingForAnswer: 0,
    });
    expect((await conversationsOf(a))[0]).toMatchObject({
      lastProposalEvent: { action: 'counter', fromMe: false },
      unreadCount: 1,
      waitingForAnswer: 1,
    });
    expect(await messagesBadge(b)).toBe(0);
    expect(await messagesBadge(a)).toBe(1);

    // Accepting sends the automatic message in the same moment: the message, newer or as new, is the preview.
    const accepted = await post(`/api/proposals/${id}/accept`, a, { version: 2 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await conversationsOf(a))[0]).toMatchObject({
      lastMessage: { preview: acceptedMessage('Garden work').slice(0, 50) + '...', fromMe: true },
      lastProposalEvent: null,
      unreadCount: 0,
      waitingForAnswer: 0,
    });
    expect((await conversationsOf(b))[0]).toMatchObject({ unreadCount: 1, waitingForAnswer: 0 });
    expect(await messagesBadge(a)).toBe(0);
  });

  it('clears the mark when the version is declined or withdrawn, and previews what happened', async () => {
    const [a, b] = [await member(), await member()];
    const declined = await propose(a, b, 'Piano lessons');
    expect((await post(`/api/proposals/${declined}/decline`, b)).statusCode).toBe(200);
    expect((await conversationsOf(b))[0]).toMatchObject({
      lastProposalEvent: { action: 'decline', preview: 'Proposal declined · Piano lessons', fromMe: true },
      unreadCount: 0,
    });
    expect((await conversationsOf(a))[0]).toMatchObject({ lastProposalEvent: { fromMe: false }, unreadCount: 0 });

    const withdrawn = await propose(a, b, 'Bike repair');
    expect(await messagesBadge(b)).toBe(1);
    expect((await post(`/api/proposals/${withdrawn}/cancel`, a)).statusCode).toBe(200);
    expect((await conversationsOf(b))[0]).toMatchObject({
      lastProposalEvent: { action: 'cancel', preview: 'Proposal withdrawn · Bike repair' },
      unreadCount: 0,
    });
    expect(await messagesBadge(b)).toBe(0);
    // Both proposals went to the pair's one conversation.
    expect(await conversationsBetween(a, b)).toHaveLength(1);
  });

  it('reuses the conversation the pair has, brings it to the top, and yields the preview to a later message', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const started = await post('/api/conversations', a, { participantId: b.user.id });
    await post(`/api/conversations/${started.json().id}/messages`, a, { content: 'Hello B' });
    const other = await post('/api/conversations', c, { participantId: b.user.id });
    await post(`/api/conversations/${other.json().id}/messages`, c, { content: 'Hello from C' });
    expect((await conversationsOf(b)).map((entry) => entry.id)).toEqual([other.json().id, started.json().id]);

    await propose(a, b, 'Tiling');
    const list = await conversationsOf(b);
    expect(list.map((entry) => entry.id)).toEqual([started.json().id, other.json().id]);
    expect(list[0]).toMatchObject({
      lastMessage: { preview: 'Hello B' },
      lastProposalEvent: { action: 'send', preview: 'Proposal sent · Tiling' },
      // The unread message and the version waiting for an answer.
      unreadCount: 2,
      waitingForAnswer: 1,
    });
    expect(await messagesBadge(b)).toBe(2);

    await post(`/api/conversations/${started.json().id}/messages`, b, { content: 'Got it, looking now' });
    expect((await conversationsOf(b))[0]).toMatchObject({
      lastMessage: { preview: 'Got it, looking now', fromMe: true },
      lastProposalEvent: null,
      waitingForAnswer: 1,
    });
    expect(await conversationsBetween(a, b)).toHaveLength(1);
  });

  it('opens no conversation for a proposal refused with 400, 403 or 409', async () => {
    const [a, b] = [await member(), await member()];
    const listing = await listingOf(b);
    const bad = await post(`/api/offers/${listing.id}/proposals`, a, form({ paymentMethods: [] }));
    expect(bad.statusCode).toBe(400);
    const own = await post(`/api/offers/${listing.id}/proposals`, b, form());
    expect(own.statusCode).toBe(403);
    const paused = await listingOf(b, { status: 'paused' });
    expect((await post(`/api/offers/${paused.id}/proposals`, a, form())).statusCode).toBe(409);
    expect(await conversationsBetween(a, b)).toHaveLength(0);
    expect(await conversationsOf(a)).toEqual([]);

    // A second pending proposal on the same listing (409) leaves the one conversation the first opened.
    await post(`/api/offers/${listing.id}/proposals`, a, form());
    expect((await post(`/api/offers/${listing.id}/proposals`, a, form())).statusCode).toBe(409);
    expect(await conversationsBetween(a, b)).toHaveLength(1);
  });

  it('tells both members’ tabs, which reread the list and the badge on proposal.updated', async () => {
    const [a, b] = [await member(), await member()];
    const id = await propose(a, b);
    for (const who of [a, b]) {
      const types = await t.db
        .select({ type: events.type, payload: events.payload })
        .from(events)
        .where(eq(events.userId, who.user.id));
      expect(types).toContainEqual({ type: 'proposal.updated', payload: { proposalId: id } });
    }
  });
});
