// What a stream carries besides the member's own events, and how long it lives: events for every member
// (maintenance switched), and the end of a stream whose session was revoked.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { events } from '../../db/schema/index.ts';
import {
  lockMemberEvents,
  recordBroadcastEvent,
  recordEvent,
  transactWithEvents,
} from '../../platform/events/record.ts';
import { type TestContext, testDatabaseKind } from '../../test/app.ts';
import { listeningApp, openEventStream } from '../../test/event-stream.ts';
import { createUser, defaultPassword } from '../../test/factories.ts';
import { createNotification } from '../notifications/service.ts';
import { createSignedInMember, signInAs } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await listeningApp();
});
afterAll(() => t.close());

const setMaintenance = (adminCookie: string, on: boolean) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/admin/settings',
    headers: { cookie: adminCookie },
    payload: { maintenanceMode: on },
  });

describe('events for every member', () => {
  it('tells every open stream when maintenance is switched, and replays it to a member who was away', async () => {
    const admin = await createSignedInMember(t.app, { role: 'admin' });
    const first = await createSignedInMember(t.app);
    const second = await createSignedInMember(t.app);
    const firstStream = await openEventStream(t.app, first.cookie);
    const secondStream = await openEventStream(t.app, second.cookie);
    const away = await openEventStream(t.app, second.cookie);
    const awayFrom = await away.nextId();
    away.close();

    expect((await setMaintenance(admin.cookie, true)).statusCode).toBe(200);
    const expected = { event: 'settings.changed', data: { maintenanceMode: true } };
    const heard = await firstStream.next();
    expect(heard).toMatchObject(expected);
    expect(await secondStream.next()).toMatchObject({ ...expected, id: heard!.id });

    // Streams are open during maintenance (members' tabs must hear it end); the replay carries the switch.
    const back = await openEventStream(t.app, second.cookie, { 'last-event-id': awayFrom! });
    expect(await back.next()).toMatchObject({ ...expected, id: heard!.id });

    expect((await setMaintenance(admin.cookie, false)).statusCode).toBe(200);
    expect(await firstStream.next()).toMatchObject({ event: 'settings.changed', data: { maintenanceMode: false } });
    for (const stream of [firstStream, secondStream, back]) stream.close();
  });

  it('says nothing to members when only the admins’ own settings change', async () => {
    const admin = await createSignedInMember(t.app, { role: 'admin' });
    const member = await createSignedInMember(t.app);
    const stream = await openEventStream(t.app, member.cookie);
    const latest = await stream.nextId();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
      payload: { autoApproveListings: true },
    });
    expect(res.statusCode).toBe(200);
    stream.close();
    const reopened = await openEventStream(t.app, member.cookie, { 'last-event-id': latest! });
    await transactWithEvents(t.ctx, (tx) =>
      createNotification(tx, { userId: member.user.id, type: 'offer_received', title: 'After', message: 'An offer' }),
    );
    // The first event after the switch is the member's own, so the switch was never recorded.
    expect(await reopened.next()).toMatchObject({
      event: 'notification.created',
      data: { notification: { title: 'After' } },
    });
    reopened.close();
  });
});

describe('streams and sessions', () => {
  it('ends the streams of the sessions a password change signed out; this device streams on', async () => {
    const { user, cookie: laptop } = await createSignedInMember(t.app);
    const phone = await signInAs(t.app, user.email);
    const phoneStream = await openEventStream(t.app, phone);
    const laptopStream = await openEventStream(t.app, laptop);
    await phoneStream.nextId();
    await laptopStream.nextId();

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: { cookie: laptop },
      payload: { currentPassword: defaultPassword, newPassword: 'Another-pass-42', confirmPassword: 'Another-pass-42' },
    });
    expect(res.statusCode, res.body).toBe(204);

    expect(await phoneStream.next()).toMatchObject({ event: 'session.revoked', data: {} });
    expect(await phoneStream.next()).toBeNull();
    expect(await laptopStream.next()).toMatchObject({ event: 'session.revoked', data: {} });
    const admin = await createSignedInMember(t.app, { role: 'admin' });
    // A real change: saving the setting it already has broadcasts nothing.
    expect((await setMaintenance(admin.cookie, true)).statusCode).toBe(200);
    expect(await laptopStream.next()).toMatchObject({ event: 'settings.changed', data: { maintenanceMode: true } });
    expect((await setMaintenance(admin.cookie, false)).statusCode).toBe(200);
    laptopStream.close();
  });

  it('refuses a revoked session a new stream', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const other = await signInAs(t.app, user.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: { cookie: other },
      payload: { currentPassword: defaultPassword, newPassword: 'Another-pass-42', confirmPassword: 'Another-pass-42' },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/events', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('member event locks', () => {
  it('refuses a member lock taken out of order, which could deadlock, and changes nothing', async () => {
    const [first, second] = [await createUser(t.db), await createUser(t.db)].sort((a, b) => (a.id < b.id ? -1 : 1));
    await expect(
      transactWithEvents(t.ctx, async (tx) => {
        await recordEvent(tx, { userId: second!.id, type: 'session.revoked', payload: {} });
        await lockMemberEvents(tx, [first!.id]);
      }),
    ).rejects.toThrow(/lock every member up front/);
    expect(await t.db.$count(events, inArray(events.userId, [first!.id, second!.id]))).toBe(0);

    await transactWithEvents(t.ctx, async (tx) => {
      await lockMemberEvents(tx, [second!.id, first!.id]);
      await recordEvent(tx, { userId: second!.id, type: 'session.revoked', payload: {} });
      await recordEvent(tx, { userId: first!.id, type: 'session.revoked', payload: {} });
    });
    expect(await t.db.$count(events, inArray(events.userId, [first!.id, second!.id]))).toBe(2);
  });
});

// Ids are handed out at insert: without the broadcast gate, a broadcast could commit before a member event with a
// smaller id, and a client that read the broadcast would never be replayed the member event.
describe.runIf(testDatabaseKind() === 'postgres')('event order across transactions', () => {
  it('holds a broadcast until the member events already written have committed', async () => {
    const member = await createUser(t.db);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let recorded = false;
    const memberWork = transactWithEvents(t.ctx, async (tx) => {
      await recordEvent(tx, { userId: member.id, type: 'session.revoked', payload: {} });
      recorded = true;
      await gate;
    });
    await vi.waitFor(() => expect(recorded).toBe(true));

    let broadcastCommitted = false;
    const broadcast = transactWithEvents(t.ctx, (tx) =>
      recordBroadcastEvent(tx, { type: 'settings.changed', payload: { maintenanceMode: false } }),
    ).then(() => {
      broadcastCommitted = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(broadcastCommitted).toBe(false);

    release();
    await memberWork;
    await broadcast;
    const [memberEvent] = await t.db.select({ id: events.id }).from(events).where(eq(events.userId, member.id));
    const [broadcastEvent] = await t.db
      .select({ id: events.id })
      .from(events)
      .where(and(isNull(events.userId), eq(events.type, 'settings.changed')))
      .orderBy(desc(events.id))
      .limit(1);
    expect(broadcastEvent!.id).toBeGreaterThan(memberEvent!.id);
  });
});
