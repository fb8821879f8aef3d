import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, messages } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createUser, type User } from '../../test/factories.ts';

// The app's clock stands still here, so every message has a fixed age.
const now = Date.parse('2026-06-01T12:00:00Z');
const minute = 60 * 1000;
const at = (minutesAgo: number) => new Date(now - minutesAgo * minute);

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
}, 120_000);
afterAll(() => t.close());

type Said = { by: 'member' | 'other'; minutesAgo: number };

/** A conversation between the member and a new member, with messages at the given ages. */
async function converse(member: User, said: Said[]) {
  const other = await createUser(t.db);
  const [conversation] = await t.db
    .insert(conversations)
    .values({ participantA: other.id, participantB: member.id, lastMessageAt: at(0) })
    .returning();
  if (!conversation) throw new Error('no conversation');
  for (const [i, s] of said.entries()) {
    const [from, to] = s.by === 'member' ? [member.id, other.id] : [other.id, member.id];
    await t.db.insert(messages).values({
      conversationId: conversation.id,
      senderId: from,
      receiverId: to,
      body: `Message ${i}`,
      createdAt: at(s.minutesAgo),
    });
  }
}

const responseTime = async (member: User) =>
  (await t.app.inject({ method: 'GET', url: `/api/members/${member.id}` })).json().responseTimeSeconds;

describe('the response time of a profile', () => {
  it('is the median wait from a received message to the next reply, over the recent conversations', async () => {
    const member = await createUser(t.db);
    await converse(member, [
      // Two messages in a row are one wait, timed from the first: 10 minutes.
      { by: 'other', minutesAgo: 1000 },
      { by: 'other', minutesAgo: 995 },
      { by: 'member', minutesAgo: 990 },
      { by: 'member', minutesAgo: 989 },
      // 30 minutes.
      { by: 'other', minutesAgo: 900 },
      { by: 'member', minutesAgo: 870 },
      // Never answered: not timed.
      { by: 'other', minutesAgo: 10 },
    ]);
    await converse(member, [
      // The member writes first; the wait is from the answer they got: 20 minutes.
      { by: 'member', minutesAgo: 600 },
      { by: 'other', minutesAgo: 500 },
      { by: 'member', minutesAgo: 480 },
      // 2 hours.
      { by: 'other', minutesAgo: 400 },
      { by: 'member', minutesAgo: 280 },
    ]);
    // Older than 90 days: a week's wait that no longer counts.
    await converse(member, [
      { by: 'other', minutesAgo: 91 * 24 * 60 + 7 * 24 * 60 },
      { by: 'member', minutesAgo: 91 * 24 * 60 },
    ]);
    // The median of 10, 20, 30 and 120 minutes.
    expect(await responseTime(member)).toBe(25 * 60);
  });

  it('is null with fewer than three timed replies', async () => {
    const member = await createUser(t.db);
    await converse(member, [
      { by: 'other', minutesAgo: 100 },
      { by: 'member', minutesAgo: 90 },
      { by: 'other', minutesAgo: 80 },
      { by: 'member', minutesAgo: 60 },
      { by: 'other', minutesAgo: 50 },
    ]);
    expect(await responseTime(member)).toBeNull();
    // The other member's replies are theirs, not this member's.
    const chatty = await createUser(t.db);
    await converse(chatty, [
      { by: 'member', minutesAgo: 100 },
      { by: 'other', minutesAgo: 99 },
      { by: 'member', minutesAgo: 98 },
      { by: 'other', minutesAgo: 97 },
      { by: 'member', minutesAgo: 96 },
      { by: 'other', minutesAgo: 95 },
    ]);
    expect(await responseTime(chatty)).toBeNull();
  });
});
