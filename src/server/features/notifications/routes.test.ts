import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, notifications } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createConversation, createNotification as insertNotification, createUser } from '../../test/factories.ts';
import { createSignedInMember, signInAs } from '../../test/session.ts';
import { transactWithEvents } from '../../platform/events/record.ts';
import { createNotification, createNotifications } from './service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const eventsOf = (userId: string) =>
  t.db.select().from(events).where(eq(events.userId, userId)).orderBy(asc(events.id));

describe('/api/notifications', () => {
  it('answers 401 to visitors on every route', async () => {
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-counts'],
      ['POST', `/api/notifications/${id}/read`],
      ['POST', '/api/notifications/read-all'],
      ['DELETE', `/api/notifications/${id}`],
      ['DELETE', '/api/notifications'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers a malformed id as an unknown one', async () => {
    const { cookie } = await createSignedInMember(t.app);
    for (const method of ['POST', 'DELETE'] as const) {
      const url = method === 'POST' ? '/api/notifications/nope/read' : '/api/notifications/nope';
      const res = await t.app.inject({ method, url, headers: { cookie } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Notification not found');
    }
  });

  it("answers 404 for another member's notification and leaves it alone", async () => {
    const { cookie } = await createSignedInMember(t.app);
    const theirs = await insertNotification(t.db);
    for (const [method, url] of [
      ['POST', `/api/notifications/${theirs.id}/read`],
      ['DELETE', `/api/notifications/${theirs.id}`],
      ['DELETE', `/api/notifications/${randomUUID()}`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { cookie } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Notification not found');
    }
    const [still] = await t.db.select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(still).toMatchObject({ isRead: false });
  });

  it('lists the 50 newest, newest first, with the unread count of all', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const base = Date.now() - 100_000;
    for (let i = 0; i < 52; i += 1) {
      await insertNotification(t.db, { userId: user.id, title: `n${i}`, createdAt: new Date(base + i * 1000) });
    }
    await insertNotification(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.unreadCount).toBe(52);
    expect(body.items).toHaveLength(50);
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      type: 'listing_approved',
      title: 'n51',
      message: 'Your listing is live.',
      isRead: false,
      relatedId: null,
      createdAt: new Date(base + 51_000).toISOString(),
    });
    expect(body.items[49].title).toBe('n2');
  });

  it('marks one read, then all read, recording an event for each change', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const first = await insertNotification(t.db, { userId: user.id });
    await insertNotification(t.db, { userId: user.id });
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${first.id}/read`,
      headers: { cookie },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ notification: { id: first.id, isRead: true }, unreadCount: 1 });
    // Reading it again changes nothing and tells nobody.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${first.id}/read`,
      headers: { cookie },
    });
    expect(again.json()).toMatchObject({ notification: { isRead: true }, unreadCount: 1 });

    const all = await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: { cookie } });
    expect(all.json()).toEqual({ unreadCount: 0 });
    const recorded = await eventsOf(user.id);
    expect(recorded.map((e) => e.type)).toEqual(['notification.updated', 'notifications.read-all']);
    expect(recorded[0]?.payload).toMatchObject({ notification: { id: first.id, isRead: true }, unreadCount: 1 });
    expect(recorded[1]?.payload).toEqual({ unreadCount: 0 });
  });

  it('deletes one, then clears the rest', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const first = await insertNotification(t.db, { userId: user.id });
    await insertNotification(t.db, { userId: user.id });
    await insertNotification(t.db, { userId: user.id, isRead: true });
    const other = await insertNotification(t.db);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${first.id}`,
      headers: { cookie },
    });
    expect(deleted.json()).toEqual({ unreadCount: 1 });
    const cleared = await t.app.inject({ method: 'DELETE', url: '/api/notifications', headers: { cookie } });
    expect(cleared.json()).toEqual({ unreadCount: 0 });
    const left = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } });
    expect(left.json()).toEqual({ items: [], unreadCount: 0 });
    expect(await t.db.select().from(notifications).where(eq(notifications.id, other.id))).toHaveLength(1);
    const recorded = await eventsOf(user.id);
    expect(recorded.map((e) => [e.type, e.payload])).toEqual([
      ['notification.deleted', { id: first.id, unreadCount: 1 }],
      ['notifications.cleared', { unreadCount: 0 }],
    ]);
  });

  it("counts only the member's own unread notifications, per proposals section, and drops as they are read", async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const mine = (type: string, isRead = false) => insertNotification(t.db, { userId: user.id, type, isRead });
    const message = await mine('message_received');
    await mine('offer_received', true);
    await mine('message_received', true);
    await mine('offer_received');
    await mine('offer_accepted');
    await mine('offer_declined');
    await mine('offer_received', true);
    await mine('listing_approved');
    await mine('review_received', true);
    // Another member's unread ones of every section must not count.
    const someoneElse = await createSignedInMember(t.app);
    for (const type of ['message_received', 'offer_received', 'listing_approved']) {
      await insertNotification(t.db, { userId: someoneElse.user.id, type });
    }
    const counts = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/notifications/unread-counts', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    // Messages counts conversations, not notifications: none here has an unread message.
    expect(await counts()).toEqual({ total: 5, messages: 0, bids: 3 });

    await t.app.inject({ method: 'POST', url: `/api/notifications/${message.id}/read`, headers: { cookie } });
    expect(await counts()).toEqual({ total: 4, messages: 0, bids: 3 });
    await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: { cookie } });
    expect(await counts()).toEqual({ total: 0, messages: 0, bids: 0 });
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/unread-counts',
      headers: { cookie: someoneElse.cookie },
    });
    expect(theirs.json()).toEqual({ total: 3, messages: 0, bids: 1 });
  });

  it('counts Messages as the conversations holding an unread message to the member, as the list shows them', async () => {
    const me = await createSignedInMember(t.app);
    const [ann, bob, cat] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    // Three unread from Ann count once; Bob's message is mine, so unread by him only; Cat wrote, I answered later.
    const withAnn = await createConversation(t.db, {
      participantA: me.user.id,
      participantB: ann.id,
      messages: [
        { from: 'b', body: 'one' },
        { from: 'b', body: 'two' },
        { from: 'b', body: 'three' },
      ],
    });
    await createConversation(t.db, {
      participantA: me.user.id,
      participantB: bob.id,
      messages: [{ from: 'a', body: 'hi' }],
    });
    const withCat = await createConversation(t.db, {
      participantA: cat.id,
      participantB: me.user.id,
      messages: [{ from: 'a', body: 'hello' }],
    });
    const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    const badge = async (cookie: string) =>
      (await get(cookie, '/api/notifications/unread-counts')).json().messages as number;
    const listed = async (cookie: string) =>
      ((await get(cookie, '/api/conversations')).json().items as { unreadCount: number }[]).filter(
        (c) => c.unreadCount > 0,
      ).length;

    expect(await badge(me.cookie)).toBe(2);
    expect(await listed(me.cookie)).toBe(2);
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${withAnn.id}/read`,
      headers: { cookie: me.cookie },
    });
    expect(read.statusCode).toBe(200);
    expect(await badge(me.cookie)).toBe(1);
    expect(await listed(me.cookie)).toBe(1);
    await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${withCat.id}/read`,
      headers: { cookie: me.cookie },
    });
    expect(await badge(me.cookie)).toBe(0);
    // Bob has my one unread message.
    expect(await badge(await signInAs(t.app, bob.email))).toBe(1);
  });

  it('createNotification inserts in the caller transaction with a notification.created event', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const created = await transactWithEvents(t.ctx, (tx) =>
      createNotification(tx, { userId: user.id, type: 'offer_received', title: 'New offer', message: 'Hi' }),
    );
    if (!created) throw new Error('offers are in the app by default');
    const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } });
    expect(list.json()).toMatchObject({ items: [{ id: created.id, relatedId: null }], unreadCount: 1 });
    const [event] = await eventsOf(user.id);
    expect(event).toMatchObject({
      type: 'notification.created',
      payload: { notification: { id: created.id, type: 'offer_received', isRead: false }, unreadCount: 1 },
    });
  });

  it('createNotifications tells several members at once, each event with the count as it stood then', async () => {
    const first = await createSignedInMember(t.app);
    const second = await createSignedInMember(t.app);
    await insertNotification(t.db, { userId: second.user.id });
    const gone = randomUUID();
    const notice = (userId: string, title: string) =>
      ({ userId, type: 'saved_search_match', title, message: 'A listing matches.' }) as const;
    const created = await transactWithEvents(t.ctx, (tx) =>
      createNotifications(tx, [
        notice(second.user.id, 'One'),
        notice(first.user.id, 'Two'),
        notice(gone, 'Nobody'),
        notice(second.user.id, 'Three'),
      ]),
    );
    expect(created.map((row) => [row.userId, row.title])).toEqual([
      [second.user.id, 'One'],
      [first.user.id, 'Two'],
      [second.user.id, 'Three'],
    ]);
    const counts = (await eventsOf(second.user.id)).map((event) => [
      (event.payload as { notification: { title: string } }).notification.title,
      (event.payload as { unreadCount: number }).unreadCount,
    ]);
    expect(counts).toEqual([
      ['One', 2],
      ['Three', 3],
    ]);
    const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: first.cookie } });
    expect(list.json()).toMatchObject({ items: [{ title: 'Two' }], unreadCount: 1 });
  });
});
