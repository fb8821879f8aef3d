import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pushSubscriptions, scheduledJobs } from '../../db/schema/index.ts';
import { transactWithEvents } from '../../platform/events/record.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { chooseNotifications, type NotificationChoices } from '../../test/notification-choices.ts';
import { createConversation } from '../../test/factories.ts';
import { readVapidClaims, startTestPushService, type TestPushService } from '../../test/push-service.ts';
import { createSignedInMember } from '../../test/session.ts';
import { createNotification } from './service.ts';
import { pushJob } from './push-delivery.ts';

let t: TestContext;
let pushService: TestPushService;
beforeAll(async () => {
  t = await createTestApp({ env: { PUSH_SERVICE_HOSTS: '127.0.0.1' } });
  pushService = await startTestPushService();
});
afterAll(async () => {
  await pushService.close();
  await t.close();
});
afterEach(() => {
  pushService.received.length = 0;
  pushService.answerWith(201);
});

// A member with push on in one browser, and another who writes to them.
async function createPushedPair() {
  const receiver = await createSignedInMember(t.app);
  const sender = await createSignedInMember(t.app);
  const subscription = pushService.subscribe();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/me/push-devices',
    headers: { cookie: receiver.cookie },
    payload: { ...subscription, name: 'Phone' },
  });
  expect(res.statusCode).toBe(201);
  const conversation = await createConversation(t.db, { participantA: sender.user.id, participantB: receiver.user.id });
  const write = async (content: string) => {
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversation.id}/messages`,
      headers: { cookie: sender.cookie },
      payload: { content },
    });
    expect(sent.statusCode).toBe(201);
  };
  return { receiver, sender, subscription, deviceId: res.json<{ id: string }>().id, conversation, write };
}

const runPushes = () => t.ctx.jobs.runDue([pushJob]);

const choose = (
  member: { cookie: string },
  changes: NotificationChoices,
  extra?: Parameters<typeof chooseNotifications>[3],
) => chooseNotifications(t.app, member, changes, extra);

describe('push delivery', () => {
  it("sends a new message to the member's phone, encrypted to its keys and signed with the server's key", async () => {
    const { subscription, conversation, sender, deviceId, write } = await createPushedPair();
    await write('Is Saturday morning good for the garden?');
    expect(await runPushes()).toBe(1);

    expect(pushService.received).toHaveLength(1);
    const [push] = pushService.received;
    if (!push) throw new Error('no push received');
    expect(`${pushService.url}${push.path}`).toBe(subscription.endpoint);
    expect(push.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'high' });
    expect(JSON.parse(subscription.decrypt(push.body))).toEqual({
      id: expect.any(String),
      type: 'message_received',
      relatedId: conversation.id,
      title: expect.stringContaining(sender.user.fullName),
      body: expect.any(String),
    });
    const claims = readVapidClaims(push.headers);
    expect(claims).toMatchObject({
      aud: pushService.url,
      sub: 'mailto:support@example.com',
      key: t.ctx.push.publicKey,
    });
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());

    const [device] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, deviceId));
    expect(device?.lastUsedAt).toBeInstanceOf(Date);
  });

  it('pushes nothing of a kind the member turned push off for, nor a notification read in the app first', async () => {
    const { receiver, write } = await createPushedPair();
    await choose(receiver, { listings: { push: false } });
    await transactWithEvents(t.ctx, (tx) =>
      createNotification(tx, {
        userId: receiver.user.id,
        type: 'listing_approved',
        title: 'Listing approved',
        message: 'Your listing is live.',
      }),
    );
    expect(await t.db.$count(scheduledJobs, eq(scheduledJobs.kind, pushJob))).toBe(0);
    await write('Hello');
    await t.db.update(notifications).set({ isRead: true }).where(eq(notifications.userId, receiver.user.id));
    await runPushes();
    expect(pushService.received).toEqual([]);
  });

  it('holds a push through quiet hours, to the minute they end', async () => {
    const { receiver, write } = await createPushedPair();
    // Quiet from an hour ago to an hour from now, in UTC.
    const minutes = new Date().getUTCHours() * 60 + new Date().getUTCMinutes();
    const clock = (m: number) => {
      const wrapped = (m + 1440) % 1440;
      return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
    };
    await choose(receiver, {}, { quietHours: { start: clock(minutes - 60), end: clock(minutes + 60) } });
    await write('Are you awake?');
    await runPushes();
    expect(pushService.received).toEqual([]);
    const [job] = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, pushJob));
    const untilEnd = (job?.runAt.getTime() ?? 0) - Date.now();
    expect(untilEnd).toBeGreaterThan(58 * 60_000);
    expect(untilEnd).toBeLessThanOrEqual(60 * 60_000);
    await t.db.delete(scheduledJobs).where(eq(scheduledJobs.kind, pushJob));
  });

  it('drops a device the push service has forgotten, and tries again later when it fails', async () => {
    const first = await createPushedPair();
    pushService.answerWith(500);
    await first.write('One');
    await runPushes();
    expect(pushService.received).toHaveLength(1);
    const [job] = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, pushJob));
    expect(job).toMatchObject({ attempts: 1, lastError: expect.stringContaining('500') });

    pushService.answerWith(410);
    await t.db
      .update(scheduledJobs)
      .set({ runAt: new Date(0) })
      .where(eq(scheduledJobs.kind, pushJob));
    await runPushes();
    expect(pushService.received).toHaveLength(2);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, first.deviceId))).toEqual([]);
    expect(await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, pushJob))).toEqual([]);
  });
});
