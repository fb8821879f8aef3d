// Settings → Notifications through the API (issue 34): the grid's defaults, what the server refuses, and each
// channel honoured when something happens: the app's list, email, push.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultKindChannels, notificationKinds } from '#shared/notification-kinds.ts';
import type { NotificationPreferences } from '#shared/schemas/notification-preferences.ts';
import { emailOutbox, events, notifications, scheduledJobs } from '../../db/schema/index.ts';
import { emailJob } from '../../platform/email/outbox.ts';
import { transactWithEvents } from '../../platform/events/record.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { proposalRequests, type Signed } from '../../test/proposal-requests.ts';
import { createSignedInMember } from '../../test/session.ts';
import { decodeMail, type ReceivedMail, startTestSmtp } from '../../test/smtp.ts';
import { pushJob } from './push-delivery.ts';
import { createNotification } from './service.ts';

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const { post, form, listingOf } = proposalRequests(() => t);
const url = '/api/me/notification-preferences';
const read = (who: Signed | undefined) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
const save = (who: Signed | undefined, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: who ? { cookie: who.cookie } : {}, payload });

const defaults = (): NotificationPreferences => ({
  kinds: notificationKinds.map((kind) => ({ kind, ...defaultKindChannels[kind] })),
  quietHours: null,
  timeZone: 'UTC',
});

// Each message's raw text, its folded header lines joined and its quoted-printable body undone.
const mailTo = (address: string): ReceivedMail[] =>
  smtp.inbox
    .filter((mail) => mail.to.includes(address))
    .map((mail) => ({ ...mail, raw: decodeMail(mail.raw).replace(/\r\n[ \t]+/g, ' ') }));
const outboxOf = (address: string, template: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.template, template)));

describe('GET and PUT /api/me/notification-preferences', () => {
  it('answers 401 to visitors and changes nothing', async () => {
    expect((await read(undefined)).statusCode).toBe(401);
    expect((await save(undefined, defaults())).statusCode).toBe(401);
  });

  it('shows every kind with its defaults to a member who never chose', async () => {
    const member = await createSignedInMember(t.app);
    const res = await read(member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(defaults());
  });

  it('refuses what the grid cannot say, naming the field, and keeps what was saved', async () => {
    const member = await createSignedInMember(t.app);
    const cases: [object, string][] = [
      [
        { kinds: [{ kind: 'proposals', inApp: true, email: 'daily', push: true }] },
        'This kind of email goes at once or not at all',
      ],
      [{ kinds: [{ kind: 'weather', inApp: true, email: 'off', push: true }] }, 'Unknown kind of notification'],
      [{ quietHours: { start: '22:00', end: '22:00' } }, 'Quiet hours must end at another time than they start'],
      [{ quietHours: { start: '25:00', end: '07:00' } }, 'Quiet hours times must read HH:MM'],
      [{ timeZone: 'Mars/Olympus_Mons' }, 'Time zone is not known'],
    ];
    for (const [change, message] of cases) {
      const res = await save(member, { ...defaults(), ...change });
      expect(res.statusCode, message).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect((await read(member)).json()).toEqual(defaults());
  });

  it('saves the kinds given, keeps the others, and reads quiet hours back in the same words', async () => {
    const member = await createSignedInMember(t.app);
    const res = await save(member, {
      kinds: [{ kind: 'reviews', inApp: false, email: 'weekly', push: false }],
      quietHours: { start: '22:30', end: '07:00' },
      timeZone: 'Europe/Lisbon',
    });
    expect(res.statusCode).toBe(200);
    const expected = defaults();
    expected.kinds = expected.kinds.map((channels) =>
      channels.kind === 'reviews' ? { kind: 'reviews', inApp: false, email: 'weekly', push: false } : channels,
    );
    expect(res.json()).toEqual({
      ...expected,
      quietHours: { start: '22:30', end: '07:00' },
      timeZone: 'Europe/Lisbon',
    });
    expect((await read(member)).json()).toEqual(res.json());
    // The member's other tabs follow.
    const recorded = await t.db.select().from(events).where(eq(events.userId, member.user.id));
    expect(recorded.map((event) => event.type)).toEqual(['notification-preferences.changed']);
  });
});

describe('each channel as chosen', () => {
  it('sends no proposal email to a member who turned them off, while the bell still shows the proposal', async () => {
    const provider = await createSignedInMember(t.app);
    const buyer = await createSignedInMember(t.app);
    const prefs = defaults();
    prefs.kinds = prefs.kinds.map((c) => (c.kind === 'proposals' ? { ...c, email: 'off' as const } : c));
    expect((await save(provider, prefs)).statusCode).toBe(200);
    const listing = await listingOf(provider);
    expect((await post(`/api/offers/${listing.id}/proposals`, buyer, form())).statusCode).toBe(201);
    await t.ctx.email.deliverDue();

    const [queued] = await outboxOf(provider.user.email, 'offer_received');
    expect(queued?.status).toBe('skipped');
    expect(mailTo(provider.user.email)).toEqual([]);
    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: provider.cookie } });
    expect(bell.json().items).toMatchObject([{ type: 'offer_received' }]);
  });

  it('emails a proposal at once by default, with the settings link and a one-click unsubscribe for proposals', async () => {
    const provider = await createSignedInMember(t.app);
    const buyer = await createSignedInMember(t.app);
    const listing = await listingOf(provider);
    expect((await post(`/api/offers/${listing.id}/proposals`, buyer, form())).statusCode).toBe(201);
    await t.ctx.email.deliverDue();

    const [mail] = mailTo(provider.user.email);
    expect(mail?.raw).toMatch(/^List-Unsubscribe: <http[^>]+\/api\/notification-preferences\/unsubscribe\?token=/m);
    expect(mail?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(mail?.raw).toContain('Stop emails about proposals and counter-offers');
    expect(mail?.raw).toContain('/dashboard/settings#notifications');
  });

  it('keeps a kind out of the app when asked: no row, no push, but its email still goes', async () => {
    const member = await createSignedInMember(t.app);
    const prefs = defaults();
    prefs.kinds = prefs.kinds.map((c) => (c.kind === 'listings' ? { ...c, inApp: false } : c));
    expect((await save(member, prefs)).statusCode).toBe(200);
    const created = await transactWithEvents(t.ctx, (tx) =>
      createNotification(tx, {
        userId: member.user.id,
        type: 'listing_approved',
        title: 'Listing approved',
        message: 'Your listing "Bike repair" is live.',
      }),
    );
    expect(created).toBeNull();
    expect(await t.db.$count(notifications, eq(notifications.userId, member.user.id))).toBe(0);
    expect(await t.db.$count(scheduledJobs, eq(scheduledJobs.kind, pushJob))).toBe(0);
    await t.ctx.email.deliverDue();
    const [mail] = mailTo(member.user.email);
    expect(mail?.raw).toContain('Subject: Listing approved');
    expect(mail?.raw).toContain('Your listing "Bike repair" is live.');
  });

  it("never puts another member's message into an email: a message's email says who wrote, not what", async () => {
    const member = await createSignedInMember(t.app);
    await transactWithEvents(t.ctx, (tx) =>
      createNotification(tx, {
        userId: member.user.id,
        type: 'message_received',
        title: 'New message from Ann',
        message: 'Click http://phish.example to claim',
      }),
    );
    await t.ctx.email.deliverDue();
    const [mail] = mailTo(member.user.email);
    expect(mail?.raw).toContain('New message from Ann');
    expect(mail?.raw).not.toContain('phish.example');
  });

  it('still sends the emails about the account when every kind is off, with no unsubscribe', async () => {
    const member = await createSignedInMember(t.app);
    const prefs = defaults();
    prefs.kinds = prefs.kinds.map((c) => ({ ...c, email: 'off' as const }));
    expect((await save(member, prefs)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: member.user.email },
    });
    expect(res.statusCode).toBe(202);
    await expect.poll(async () => (await outboxOf(member.user.email, 'password_reset')).length).toBe(1);
    await t.ctx.email.deliverDue();
    const [mail] = mailTo(member.user.email);
    expect(mail?.raw).toContain('Reset your Dragon Market password');
    expect(mail?.raw).not.toMatch(/^List-Unsubscribe/m);
    expect(mail?.raw).toContain('so it is always sent');
  });

  it('sends a held email job nothing: the outbox row settles and its job goes', async () => {
    const member = await createSignedInMember(t.app);
    await transactWithEvents(t.ctx, (tx) =>
      createNotification(tx, {
        userId: member.user.id,
        type: 'review_received',
        title: 'New review',
        message: 'Ann rated your deal for "Bike repair" 5/5.',
      }),
    );
    await t.ctx.email.deliverDue();
    const [held] = await outboxOf(member.user.email, 'notice');
    expect(held?.status).toBe('held');
    expect(mailTo(member.user.email)).toEqual([]);
    expect(
      await t.db.$count(scheduledJobs, and(eq(scheduledJobs.kind, emailJob), eq(scheduledJobs.key, held!.id))),
    ).toBe(0);
  });
});
