// The member's digest and quiet hours on the app's clock (issue 34): held emails gathered once at 08:00 on the
// member's own clock, daily or on Mondays; quiet hours holding email and push until they end; and the emails'
// unsubscribe links, which work signed out and refuse an altered or old token.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationType } from '#shared/constants.ts';
import { emailOutbox, scheduledJobs } from '../../db/schema/index.ts';
import { emailJob } from '../../platform/email/outbox.ts';
import { transactWithEvents } from '../../platform/events/record.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { chooseNotifications, type NotificationChoices } from '../../test/notification-choices.ts';
import { createManualClock, day } from '../../test/clock.ts';
import { createSignedInMember } from '../../test/session.ts';
import { decodeMail, startTestSmtp } from '../../test/smtp.ts';
import type { Signed } from '../../test/member-requests.ts';
import { noticeDigestJob } from './digest-schedule.ts';
import { createNotification } from './service.ts';

const time = createManualClock(Date.parse('2026-12-01T10:00:00Z'));
let t: TestContext;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ clock: time.clock, env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailTo = (address: string) =>
  smtp.inbox
    .filter((mail) => mail.to.includes(address))
    .map((mail) => decodeMail(mail.raw).replace(/\r\n[ \t]+/g, ' '));

const choose = (
  member: { cookie: string },
  changes: NotificationChoices,
  extra?: Parameters<typeof chooseNotifications>[3],
) => chooseNotifications(t.app, member, changes, extra);

const notify = (member: Signed, type: NotificationType, title: string, message: string) =>
  transactWithEvents(t.ctx, (tx) => createNotification(tx, { userId: member.user.id, type, title, message }));

const digestJobOf = async (member: Signed) =>
  (
    await t.db
      .select()
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.kind, noticeDigestJob), eq(scheduledJobs.key, member.user.id)))
  )[0];

const statusesOf = async (member: Signed) =>
  (await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, member.user.email))).map(
    (email) => `${email.template}:${email.status}`,
  );

describe('the digest', () => {
  it('gathers a day of held emails into one email at 08:00 on the member clock, and never repeats them', async () => {
    time.set(Date.parse('2026-12-01T10:00:00Z'));
    const member = await createSignedInMember(t.app);
    await choose(member, { listings: { email: 'daily' } });
    await notify(member, 'review_received', 'New review', 'Ann rated your deal for "Bike repair" 5/5.');
    await notify(member, 'listing_approved', 'Listing approved', 'Your listing "Tuba lessons" is live.');
    await t.ctx.email.deliverDue();
    expect(mailTo(member.user.email)).toEqual([]);
    expect((await digestJobOf(member))?.runAt.toISOString()).toBe('2026-12-02T08:00:00.000Z');

    time.set(Date.parse('2026-12-02T08:00:00Z'));
    await t.ctx.jobs.runDue([noticeDigestJob]);
    await t.ctx.email.deliverDue();
    const digests = mailTo(member.user.email);
    expect(digests).toHaveLength(1);
    expect(digests[0]).toContain('Subject: Your Dragon Market digest');
    expect(digests[0]).toContain('Reviews');
    expect(digests[0]).toContain('New review: Ann rated your deal for "Bike repair" 5/5.');
    expect(digests[0]).toContain('Listing approvals and expiry');
    expect(digests[0]).toContain('Your listing "Tuba lessons" is live.');
    expect(digests[0]).toContain('Stop emails about reviews, listing approvals and expiry');
    expect((await statusesOf(member)).sort()).toEqual(['notice:digested', 'notice:digested', 'notice_digest:sent']);

    // The next day: nothing new, so no digest, and nothing sent twice.
    time.set(Date.parse('2026-12-03T08:00:00Z'));
    await t.ctx.jobs.runDue([noticeDigestJob]);
    await t.ctx.email.deliverDue();
    expect(mailTo(member.user.email)).toHaveLength(1);
  });

  it('sends a weekly kind on Monday at 08:00 in the member time zone', async () => {
    time.set(Date.parse('2026-12-01T10:00:00Z'));
    const member = await createSignedInMember(t.app);
    await choose(member, { reviews: { email: 'weekly' } }, { timeZone: 'America/New_York' });
    await notify(member, 'review_received', 'New review', 'Bo rated your deal for "Tiling" 4/5.');
    await t.ctx.email.deliverDue();
    // Monday 7 December, 08:00 in New York (UTC-5).
    expect((await digestJobOf(member))?.runAt.toISOString()).toBe('2026-12-07T13:00:00.000Z');
    time.set(Date.parse('2026-12-07T13:00:00Z'));
    await t.ctx.jobs.runDue([noticeDigestJob]);
    await t.ctx.email.deliverDue();
    expect(mailTo(member.user.email)).toHaveLength(1);
    expect(mailTo(member.user.email)[0]).toContain('Bo rated your deal for "Tiling" 4/5.');
  });

  it('sends on its own an email whose kind went back to at once, and drops one whose kind was turned off', async () => {
    time.set(Date.parse('2026-12-01T10:00:00Z'));
    const member = await createSignedInMember(t.app);
    await choose(member, { wallet: { email: 'daily' } });
    await notify(member, 'review_received', 'New review', 'Cy rated your deal for "Sewing" 5/5.');
    await notify(member, 'withdrawal_updated', 'Withdrawal paid', 'Your withdrawal of $25.00 has been paid.');
    await t.ctx.email.deliverDue();
    await choose(member, { reviews: { email: 'off' }, wallet: { email: 'instant' } });

    time.set(Date.parse('2026-12-02T08:00:00Z'));
    await t.ctx.jobs.runDue([noticeDigestJob]);
    await t.ctx.email.deliverDue();
    const mails = mailTo(member.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Withdrawal paid');
    expect((await statusesOf(member)).sort()).toEqual(['notice:sent', 'notice:skipped']);
  });
});

describe('quiet hours', () => {
  it('hold an email until they end on the member clock, then send it', async () => {
    // 23:30 in Paris.
    time.set(Date.parse('2026-12-01T22:30:00Z'));
    const member = await createSignedInMember(t.app);
    await choose(member, {}, { quietHours: { start: '22:00', end: '07:00' }, timeZone: 'Europe/Paris' });
    await notify(member, 'listing_approved', 'Listing approved', 'Your listing "Choir" is live.');
    await t.ctx.email.deliverDue();
    expect(mailTo(member.user.email)).toEqual([]);
    const [queued] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, member.user.email));
    expect(queued).toMatchObject({ status: 'pending', attempts: 0 });
    const [job] = await t.db
      .select()
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.kind, emailJob), eq(scheduledJobs.key, queued!.id)));
    expect(job?.runAt.toISOString()).toBe('2026-12-02T06:00:00.000Z');

    time.set(Date.parse('2026-12-02T06:00:00Z'));
    await t.ctx.email.deliverDue();
    expect(mailTo(member.user.email)).toHaveLength(1);
  });
});

describe('the unsubscribe link of an email', () => {
  it('stops that kind by one-click POST signed out, and refuses a token altered or past 90 days', async () => {
    time.set(Date.parse('2026-12-01T10:00:00Z'));
    const member = await createSignedInMember(t.app);
    await notify(member, 'listing_approved', 'Listing approved', 'Your listing "Knitting" is live.');
    await t.ctx.email.deliverDue();
    const [mail] = mailTo(member.user.email);
    const header = /^List-Unsubscribe: <([^>]+)>/m.exec(mail ?? '')?.[1];
    expect(header).toBeDefined();
    const path = new URL(header!).pathname + new URL(header!).search;
    const token = new URL(header!).searchParams.get('token')!;

    const info = await t.app.inject({ method: 'GET', url: path });
    expect(info.json()).toEqual({ kinds: ['listings'], emailOn: true });
    const tampered = await t.app.inject({ method: 'POST', url: `${path.slice(0, -2)}xx` });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error.code).toBe('INVALID_TOKEN');

    // As a mail provider sends it (RFC 8058): a form, signed out.
    const done = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ kinds: ['listings'], emailOn: false });
    const prefs = await t.app.inject({
      method: 'GET',
      url: '/api/me/notification-preferences',
      headers: { cookie: member.cookie },
    });
    expect(prefs.json().kinds).toContainEqual({ kind: 'listings', inApp: true, email: 'off', push: true });

    time.advance(91 * day);
    const old = await t.app.inject({ method: 'GET', url: `/api/notification-preferences/unsubscribe?token=${token}` });
    expect(old.json().error.code).toBe('LINK_EXPIRED');
  });
});
