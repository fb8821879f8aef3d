import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestContext, testDatabaseKind } from '../../test/app.ts';
import { createOffer } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';
import { transactWithEvents } from '../../platform/events/record.ts';
import { createNotification } from '../notifications/service.ts';

type ReceivedEvent = { id: string; event: string; data: unknown };

/** A real HTTP connection to GET /api/events (inject cannot stream), read event by event. */
async function openStream(app: FastifyInstance, cookie: string, headers: Record<string, string> = {}) {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${address.port}/api/events`, {
    headers: { cookie, ...headers },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (): Promise<ReceivedEvent | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => line && !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
        );
        if (fields.event) return { id: fields.id ?? '', event: fields.event, data: JSON.parse(fields.data ?? 'null') };
        continue;
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += value;
    }
  };
  return { next, close: () => controller.abort() };
}

const notify = (t: TestContext, userId: string, title: string) =>
  transactWithEvents(t.db, (tx) =>
    createNotification(tx, { userId, type: 'offer_received', title, message: 'Someone made an offer' }),
  );

async function listeningApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return t;
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

  it('streams a notification created by the service to its member only', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const other = await createSignedInMember(t.app);
    const stream = await openStream(t.app, cookie);
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
    const first = await openStream(t.app, cookie);
    await notify(t, user.id, 'one');
    const seen = await first.next();
    first.close();
    await notify(t, user.id, 'two');
    await notify(t, user.id, 'three');

    const resumed = await openStream(t.app, cookie, { 'last-event-id': seen!.id });
    expect(await resumed.next()).toMatchObject({ data: { notification: { title: 'two' }, unreadCount: 2 } });
    expect(await resumed.next()).toMatchObject({ data: { notification: { title: 'three' }, unreadCount: 3 } });
    await notify(t, user.id, 'four');
    expect(await resumed.next()).toMatchObject({ data: { notification: { title: 'four' } } });
    resumed.close();
  });

  it("tells a listing's owner live when an admin approves it", async () => {
    const admin = await createSignedInMember(t.app, { role: 'admin' });
    const owner = await createSignedInMember(t.app);
    const offer = await createOffer(t.db, { userId: owner.user.id, status: 'pending', title: 'Guitar lessons' });
    const stream = await openStream(t.app, owner.cookie);
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

  it('ends open streams when the app closes', async () => {
    const own = await listeningApp();
    const { cookie } = await createSignedInMember(own.app);
    const stream = await openStream(own.app, cookie);
    await own.close();
    expect(await stream.next()).toBeNull();
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('GET /api/events across server processes', () => {
  it('delivers an event raised on one app to a stream opened on another', async () => {
    const other = await listeningApp({ sameDatabaseAs: t });
    try {
      const { user, cookie } = await createSignedInMember(other.app);
      const stream = await openStream(other.app, cookie);
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
});
