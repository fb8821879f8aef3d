import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#shared/constants.ts';
import { messagingMessages } from '#shared/schemas/messaging.ts';
import { conversations, events, messageReports, notifications, users } from '../../db/schema/index.ts';
import { messageLimitPerMinute } from '../../platform/message-limit.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { memberRequests, type Signed } from '../../test/member-requests.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { post, get } = memberRequests(() => t);

const member = () => createSignedInMember(t.app);

/** Two members and their conversation, started by the first. */
async function pair() {
  const a = await member();
  const b = await member();
  const started = await post('/api/conversations', a, { participantId: b.user.id });
  expect(started.statusCode, started.body).toBe(200);
  return { a, b, id: started.json().id as string };
}

const send = (id: string, who: Signed, content: string) => post(`/api/conversations/${id}/messages`, who, { content });

async function sendOk(id: string, who: Signed, content: string) {
  const res = await send(id, who, content);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('messaging routes', () => {
  it('answers 401 to visitors on every route', async () => {
    const id = randomUUID();
    const cases = [
      get('/api/conversations', undefined),
      post('/api/conversations', undefined, { participantId: id }),
      get(`/api/conversations/${id}/messages`, undefined),
      post(`/api/conversations/${id}/messages`, undefined, { content: 'Hi' }),
      post(`/api/conversations/${id}/read`, undefined),
      post(`/api/messages/${id}/report`, undefined, { reason: 'Spam' }),
    ];
    for (const res of await Promise.all(cases)) expect(res.statusCode).toBe(401);
  });

  it('lets the two participants write and read, newest activity first', async () => {
    const { a, b, id } = await pair();
    const sent = await sendOk(id, a, 'Hello there');
    expect(sent).toMatchObject({ conversationId: id, senderId: a.user.id, fromMe: true, body: 'Hello there' });
    const history = await get(`/api/conversations/${id}/messages`, b);
    expect(history.json()).toMatchObject({ items: [{ id: sent.id, fromMe: false, readAt: null }], hasMore: false });
    const list = (await get('/api/conversations', b)).json().items;
    expect(list).toEqual([
      {
        id,
        partner: { id: a.user.id, fullName: a.user.fullName, profilePictureUrl: null },
        lastMessage: { preview: 'Hello there', createdAt: sent.createdAt, fromMe: false },
        lastProposalEvent: null,
        unreadCount: 1,
        waitingForAnswer: 0,
        lastMessageAt: expect.any(String),
        can: { send: true },
      },
    ]);
  });

  it('shows a conversation to its two participants only: anyone else gets 404', async () => {
    const { a, id } = await pair();
    const message = await sendOk(id, a, 'Private');
    const stranger = await member();
    const answers = [
      await get(`/api/conversations/${id}/messages`, stranger),
      await send(id, stranger, 'Let me in'),
      await post(`/api/conversations/${id}/read`, stranger),
      await post(`/api/messages/${message.id}/report`, stranger, { reason: 'Spam' }),
    ];
    for (const res of answers) expect(res.statusCode, res.body).toBe(404);
    expect(answers[0]!.json().error.message).toBe(messagingMessages.conversationNotFound);
    expect((await get('/api/conversations', stranger)).json().items).toEqual([]);
  });

  it('refuses blank and overlong messages with the spec’s messages, and keeps HTML as text', async () => {
    const { a, id } = await pair();
    const blank = await send(id, a, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.content).toBe(messagingMessages.empty);
    const long = await send(id, a, 'x'.repeat(limits.messageMaxChars + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.content).toBe(messagingMessages.tooLong);
    await sendOk(id, a, 'x'.repeat(limits.messageMaxChars));
    const html = await sendOk(id, a, '<b>hi</b><script>alert(1)</script>');
    expect(html.body).toBe('<b>hi</b><script>alert(1)</script>');
    const history = (await get(`/api/conversations/${id}/messages`, a)).json();
    expect(history.items.at(-1).body).toBe('<b>hi</b><script>alert(1)</script>');
  });

  it('refuses to start a conversation with oneself, an unknown member or a deleted one', async () => {
    const a = await member();
    const self = await post('/api/conversations', a, { participantId: a.user.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(messagingMessages.self);
    const unknown = await post('/api/conversations', a, { participantId: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(messagingMessages.memberNotFound);
    expect((await post('/api/conversations', a, { participantId: 'nope' })).statusCode).toBe(400);
    const gone = await member();
    await t.db.delete(users).where(eq(users.id, gone.user.id));
    expect((await post('/api/conversations', a, { participantId: gone.user.id })).statusCode).toBe(404);
  });

  it('keeps one conversation per pair, whoever starts it, also when both start at once', async () => {
    const { a, b, id } = await pair();
    expect((await post('/api/conversations', b, { participantId: a.user.id })).json().id).toBe(id);
    const c = await member();
    const d = await member();
    const [first, second] = await Promise.all([
      post('/api/conversations', c, { participantId: d.user.id }),
      post('/api/conversations', d, { participantId: c.user.id }),
    ]);
    expect(first!.statusCode, first!.body).toBe(200);
    expect(second!.statusCode, second!.body).toBe(200);
    expect(first!.json().id).toBe(second!.json().id);
    expect(first!.json()).toMatchObject({ partner: { id: d.user.id }, lastMessage: null, unreadCount: 0 });
  });

  it('shows a deleted partner as null and lets nobody message them', async () => {
    const { a, b, id } = await pair();
    await sendOk(id, b, 'Bye for now');
    await t.db.delete(users).where(eq(users.id, b.user.id));
    const refused = await send(id, a, 'Are you there?');
    expect(refused.statusCode).toBe(409);
    const [summary] = (await get('/api/conversations', a)).json().items;
    expect(summary).toMatchObject({ id, partner: null, lastMessage: { preview: 'Bye for now', fromMe: false } });
  });

  it('counts unread messages per conversation and in total; reading marks only the messages to the reader', async () => {
    const { a, b, id } = await pair();
    const c = await member();
    const other = (await post('/api/conversations', c, { participantId: b.user.id })).json().id;
    await sendOk(id, a, 'One');
    await sendOk(id, a, 'Two');
    await sendOk(id, b, 'Three');
    await sendOk(other, c, 'From c');
    const unreadOf = async (who: Signed) =>
      Object.fromEntries(
        (await get('/api/conversations', who))
          .json()
          .items.map((item: { id: string; unreadCount: number }) => [item.id, item.unreadCount]),
      );
    expect(await unreadOf(b)).toEqual({ [id]: 2, [other]: 1 });
    expect(await unreadOf(a)).toEqual({ [id]: 1 });
    // Newest activity first.
    expect((await get('/api/conversations', b)).json().items.map((item: { id: string }) => item.id)).toEqual([
      other,
      id,
    ]);

    const read = await post(`/api/conversations/${id}/read`, b);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ conversationId: id, unreadTotal: 1 });
    expect(await unreadOf(b)).toEqual({ [id]: 0, [other]: 1 });
    expect(await unreadOf(a)).toEqual({ [id]: 1 });
    const history = (await get(`/api/conversations/${id}/messages`, b)).json().items;
    expect(history.map((m: { readAt: string | null }) => m.readAt !== null)).toEqual([true, true, false]);

    const readEvents = await t.db
      .select({ userId: events.userId, payload: events.payload })
      .from(events)
      .where(eq(events.type, 'conversation.read'));
    expect(readEvents.filter((e) => e.userId === b.user.id || e.userId === a.user.id)).toEqual([
      { userId: b.user.id, payload: { conversationId: id } },
    ]);
    expect((await post(`/api/conversations/${other}/read`, b)).json().unreadTotal).toBe(0);
  });

  it('coalesces a burst into one unread notification with the latest preview; after reading, a new one', async () => {
    const { a, b, id } = await pair();
    await sendOk(id, a, 'First');
    await sendOk(id, a, 'Second');
    const long = 'A long message that goes well past the fifty characters of a preview';
    await sendOk(id, a, long);
    const mine = () =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, b.user.id), eq(notifications.type, 'message_received')))
        .orderBy(asc(notifications.createdAt));
    const [only, ...rest] = await mine();
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ relatedId: id, isRead: false, message: `${long.slice(0, 50)}...` });
    expect(only!.title).toContain(a.user.fullName);
    const told = await t.db
      .select({ type: events.type })
      .from(events)
      .where(eq(events.userId, b.user.id))
      .orderBy(asc(events.id));
    expect(told.filter((e) => e.type.startsWith('notification')).map((e) => e.type)).toEqual([
      'notification.created',
      'notification.updated',
      'notification.updated',
    ]);

    await post(`/api/conversations/${id}/read`, b);
    expect((await mine()).map((n) => n.isRead)).toEqual([true]);
    await sendOk(id, a, 'Again');
    expect((await mine()).map((n) => [n.isRead, n.message])).toEqual([
      [true, `${long.slice(0, 50)}...`],
      [false, 'Again'],
    ]);
    expect((await mine()).every((n) => n.userId === b.user.id)).toBe(true);
  });

  it('pages the history: newest page first, oldest first within it, with hasMore', async () => {
    const { a, b, id } = await pair();
    for (const n of [1, 2, 3, 4, 5]) await sendOk(id, n % 2 ? a : b, `Message ${n}`);
    const page = async (query: string) => (await get(`/api/conversations/${id}/messages?${query}`, a)).json();
    const newest = await page('limit=2');
    expect(newest.items.map((m: { body: string }) => m.body)).toEqual(['Message 4', 'Message 5']);
    expect(newest.hasMore).toBe(true);
    const older = await page(`limit=2&before=${newest.items[0].id}`);
    expect(older.items.map((m: { body: string }) => m.body)).toEqual(['Message 2', 'Message 3']);
    expect(older.hasMore).toBe(true);
    const oldest = await page(`limit=2&before=${older.items[0].id}`);
    expect(oldest.items.map((m: { body: string }) => m.body)).toEqual(['Message 1']);
    expect(oldest.hasMore).toBe(false);
    expect((await get(`/api/conversations/${id}/messages?limit=0`, a)).statusCode).toBe(400);
  });

  it('takes one report per message per reporter, from the other participant only', async () => {
    const { a, b, id } = await pair();
    const message = await sendOk(id, a, 'Buy my crypto');
    const own = await post(`/api/messages/${message.id}/report`, a, { reason: 'Mine' });
    expect(own.statusCode).toBe(403);
    const first = await post(`/api/messages/${message.id}/report`, b, { reason: 'Spam' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ messageId: message.id });
    expect((await post(`/api/messages/${message.id}/report`, b, { reason: 'Spam again' })).statusCode).toBe(409);
    expect((await post(`/api/messages/${message.id}/report`, b, { reason: '  ' })).statusCode).toBe(400);
    const stored = await t.db.select().from(messageReports).where(eq(messageReports.messageId, message.id));
    expect(stored).toMatchObject([{ reporterId: b.user.id, reason: 'Spam', status: 'open' }]);
  });

  it('rate limits sending per member', async () => {
    // Starting the conversation (pair) spent one of the budget (platform/message-limit.ts).
    const { a, b, id } = await pair();
    for (let n = 1; n < messageLimitPerMinute; n += 1) await sendOk(id, a, `Message ${n}`);
    const limited = await send(id, a, 'One too many');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    // Another member's budget is their own.
    await sendOk(id, b, 'Still fine');
    expect(await t.db.$count(conversations, eq(conversations.id, id))).toBe(1);
  });
});
