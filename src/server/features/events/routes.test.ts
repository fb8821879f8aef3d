import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { events } from '../../db/schema/index.ts';
import { type TestContext, testDatabaseKind } from '../../test/app.ts';
import { createOffer } from '../../test/factories.ts';
import { listeningApp, openEventStream } from '../../test/event-stream.ts';
import { createSignedInMember } from '../../test/session.ts';
import { transactWithEvents } from '../../platform/events/record.ts';
import { createNotification } from '../notifications/service.ts';

async function notify(t: TestContext, userId: string, title: string) {
  const created = await transactWithEvents(t.ctx, (tx) =>
    createNotification(tx, { userId, type: 'offer_received', title, message: 'Someone made an offer' }),
  );
  if (!created) throw new Error('the member keeps offers in the app, so the notification is there');
  return created;
}

let t: TestContext;
beforeAll(async () => {
  t = await listeningApp();
});
afterAll(() => t.close());

describe('GET /api/events', () => {
  it('answers 401 to visitors', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/events' })).statusCode).toBe(401);
  });

  // The compression plugin already leaves text/event-stream alone by default; the route's own `compress: false`
  // and this test keep it so should the plugin's defaults or ours change.
  it('is sent uncompressed to a client that accepts compression, so no compressor holds an event back', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const stream = await openEventStream(t.app, cookie, { 'accept-encoding': 'br, gzip' });
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    await notify(t, user.id, 'At once');
    expect(await stream.next()).toMatchObject({ data: { notification: { title: 'At once' } } });
    stream.close();
  });

  it('streams a notification created by the service to its member only', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const other = await createSignedInMember(t.app);
    const stream = await openEventStream(t.app, cookie);
    await notify(t, other.user.id, 'Not yours');
    const created = await notify(t, user.id, 'Yours');
    const event = await stream.next();
    expect(event).toMatchObject({
      event: 'notification.created',
      data: { notification: { id: created.id, title: 'Yours', isRead: false }, unreadCount: 1 },
    });
    expect(Number(event?.id)).toBeGreaterThan(0);
    stream.close();
  });

  it('replays what a client missed after its Last-Event-ID, then goes on live', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const first = await openEventStream(t.app, cookie);
    await notify(t, user.id, 'one');
    const seen = await first.next();
    first.close();
    await notify(t, user.id, 'two');
    await notify(t, user.id, 'three');

    const resumed = await openEventStream(t.app, cookie, { 'last-event-id': seen!.id });
    expect(await resumed.next()).toMatchObject({ data: { notification: { title: 'two' }, unreadCount: 2 } });
    expect(await resumed.next()).toMatchObject({ data: { notification: { title: 'three' }, unreadCount: 3 } });
    await notify(t, user.id, 'four');
    expect(await resumed.next()).toMatchObject({ data: { notification: { title: 'four' } } });
    resumed.close();
  });

  it("gives a new stream the member's latest event id, so a drop before any event still resumes from it", async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const fresh = await openEventStream(t.app, cookie);
    expect(await fresh.nextId()).toBe('0');
    fresh.close();

    await notify(t, user.id, 'one');
    await notify(t, user.id, 'two');
    const [latest] = await t.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.userId, user.id))
      .orderBy(desc(events.id))
      .limit(1);
    const stream = await openEventStream(t.app, cookie);
    expect(await stream.nextId()).toBe(String(latest!.id));
    stream.close();
  });

  it('replays at most 500 events, then ends so the client asks for the rest', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const rows = await t.db
      .insert(events)
      .values(Array.from({ length: 501 }, (_, i) => ({ userId: user.id, type: 'test.event', payload: { i } })))
      .returning({ id: events.id });
    const ids = rows.map((row) => row.id).sort((a, b) => a - b);
    const stream = await openEventStream(t.app, cookie, { 'last-event-id': String(ids[0]! - 1) });
    const received: string[] = [];
    for (let event = await stream.next(); event; event = await stream.next()) received.push(event.id);
    expect(received).toEqual(ids.slice(0, 500).map(String));

    const rest = await openEventStream(t.app, cookie, { 'last-event-id': received.at(-1)! });
    expect(await rest.next()).toMatchObject({ id: String(ids[500]), data: { i: 500 } });
    rest.close();
  });

  it("tells a listing's owner live when an admin approves it", async () => {
    const admin = await createSignedInMember(t.app, { role: 'admin' });
    const owner = await createSignedInMember(t.app);
    const offer = await createOffer(t, { userId: owner.user.id, status: 'pending', title: 'Guitar lessons' });
    const stream = await openEventStream(t.app, owner.cookie);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/offers/${offer.id}/approve`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(await stream.next()).toMatchObject({
      event: 'notification.created',
      data: { notification: { type: 'listing_approved', relatedId: offer.id }, unreadCount: 1 },
    });
    stream.close();
  });

  it('stops listening for a stream once its client leaves', async () => {
    const { cookie } = await createSignedInMember(t.app);
    const before = t.app.ctx.events.listenerCount();
    const stream = await openEventStream(t.app, cookie);
    await stream.nextId();
    expect(t.app.ctx.events.listenerCount()).toBe(before + 1);
    stream.close();
    await vi.waitFor(() => expect(t.app.ctx.events.listenerCount()).toBe(before));
  });

  it('ends open streams when the app closes', async () => {
    const own = await listeningApp();
    const { cookie } = await createSignedInMember(own.app);
    const stream = await openEventStream(own.app, cookie);
    await own.close();
    expect(await stream.next()).toBeNull();
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('GET /api/events across server processes', () => {
  it('delivers an event raised on one app to a stream opened on another', async () => {
    const other = await listeningApp({ sameDatabaseAs: t });
    try {
      const { user, cookie } = await createSignedInMember(other.app);
      const stream = await openEventStream(other.app, cookie);
      const created = await notify(t, user.id, 'From instance A');
      expect(await stream.next()).toMatchObject({
        event: 'notification.created',
        data: { notification: { id: created.id } },
      });
      stream.close();
    } finally {
      await other.close();
    }
  });

  it('delivers an event raised while its LISTEN connection was down, once it listens again', async () => {
    const own = await listeningApp();
    try {
      const { user, cookie } = await createSignedInMember(own.app);
      const stream = await openEventStream(own.app, cookie);
      await stream.nextId();
      await own.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
      );
      const created = await notify(own, user.id, 'During the outage');
      expect(await stream.next()).toMatchObject({
        event: 'notification.created',
        data: { notification: { id: created.id } },
      });
      stream.close();
    } finally {
      await own.close();
    }
  });
});
