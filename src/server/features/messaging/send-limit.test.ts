// One message budget per member (issue 20, point 14): the chat, a proposal's message box and starting a conversation
// all count against the same limit, so no route adds its own allowance.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { messageLimitPerMinute } from '../../platform/message-limit.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { proposalRequests, type Signed } from '../../test/proposal-requests.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { post, form, listingOf } = proposalRequests(() => t);
const sentBy = (who: Signed) => t.db.$count(messages, eq(messages.senderId, who.user.id));

function expectLimited(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual({
    error: {
      code: 'RATE_LIMITED',
      message: 'You are sending messages too quickly. Please wait a minute and try again.',
    },
  });
}

describe('the shared message limit', () => {
  it('counts the chat, the proposal message box and starting a conversation against one budget', async () => {
    const owner = await createSignedInMember(t.app);
    const sender = await createSignedInMember(t.app);
    const listing = await listingOf(owner);
    const proposal = (await post(`/api/offers/${listing.id}/proposals`, sender, form())).json().id as string;
    const started = await post('/api/conversations', sender, { participantId: owner.user.id });
    expect(started.statusCode, started.body).toBe(200);
    const conversationId = started.json().id as string;

    const half = Math.floor((messageLimitPerMinute - 1) / 2);
    for (let n = 0; n < half; n += 1) {
      const res = await post(`/api/conversations/${conversationId}/messages`, sender, { content: `Chat ${n}` });
      expect(res.statusCode, res.body).toBe(201);
    }
    for (let n = half; n < messageLimitPerMinute - 1; n += 1) {
      const res = await post(`/api/proposals/${proposal}/messages`, sender, { content: `Box ${n}` });
      expect(res.statusCode, res.body).toBe(201);
    }
    const stored = await sentBy(sender);

    expectLimited(await post(`/api/proposals/${proposal}/messages`, sender, { content: 'One too many' }));
    expectLimited(await post(`/api/conversations/${conversationId}/messages`, sender, { content: 'And another' }));
    expectLimited(await post('/api/conversations', sender, { participantId: owner.user.id }));
    expect(await sentBy(sender)).toBe(stored);

    // The other party's budget is their own.
    const reply = await post(`/api/proposals/${proposal}/messages`, owner, { content: 'Slow down, please' });
    expect(reply.statusCode, reply.body).toBe(201);
  });

  it('spends nothing on a refused message', async () => {
    const owner = await createSignedInMember(t.app);
    const sender = await createSignedInMember(t.app);
    const listing = await listingOf(owner);
    const proposal = (await post(`/api/offers/${listing.id}/proposals`, sender, form())).json().id as string;
    for (let n = 0; n < messageLimitPerMinute + 5; n += 1) {
      expect((await post(`/api/proposals/${proposal}/messages`, sender, { content: '  ' })).statusCode).toBe(400);
    }
    const res = await post(`/api/proposals/${proposal}/messages`, sender, { content: 'Now a real one' });
    expect(res.statusCode, res.body).toBe(201);
  });
});
