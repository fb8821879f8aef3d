// The outbox against a real SMTP server started inside the test.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox, scheduledJobs } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';
import { waitForEmail } from '../../test/outbox.ts';
import { decodeMail, startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { emailJob, enqueueEmail, maxAttempts } from './outbox.ts';
import type { Message } from './transport.ts';
import { createJobRunner } from '../jobs.ts';
import { createEmailWorker, scheduleQueuedEmails } from './worker.ts';

describe('email outbox over SMTP', () => {
  let t: TestContext;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the welcome, verification and reset emails to the right people, with the links', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        fullName: 'Mail Tester',
        email: 'mail.tester@example.com',
        password: 'Sturdy-Pass-42',
        termsAgreed: true,
      },
    });
    expect(signUp.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: 'mail.tester@example.com' },
    });
    await waitForEmail(t.db, 'mail.tester@example.com', 'password_reset');

    expect(await t.app.ctx.email.deliverDue()).toBe(3);
    expect(smtp.inbox.map((m) => m.to)).toEqual(Array.from({ length: 3 }, () => ['mail.tester@example.com']));
    const raws = smtp.inbox.map((m) => decodeMail(m.raw));
    const welcome = raws.find((r) => r.includes('Subject: Welcome to Dragon Market'));
    const reset = raws.find((r) => r.includes('Subject: Reset your Dragon Market password'));
    expect(welcome).toContain('Welcome to Dragon Market!');
    expect(welcome).not.toContain('Mail Tester');
    expect(reset).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[\w-]+/);
    const verify = raws.find((r) => r.includes('Subject: Verify your Dragon Market email'));
    expect(verify).toMatch(/http:\/\/localhost:3000\/verify-email\?token=[\w.-]+/);
    expect(verify).not.toContain('Mail Tester');
    // Both an HTML and a plain-text part.
    expect(reset).toContain('text/plain');
    expect(reset).toContain('text/html');
    const rows = await t.db.select().from(emailOutbox);
    expect(rows.every((r) => r.status === 'sent' && r.sentAt !== null)).toBe(true);
  });

  it('keeps mail queued while the SMTP server is down and sends it once it is back', async () => {
    const port = smtp.port;
    await smtp.close();
    const user = await createUser(t.db);
    await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: user.email } });
    await waitForEmail(t.db, user.email, 'password_reset');

    expect(await t.app.ctx.email.deliverDue()).toBe(1);
    const [queued] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    expect(queued).toMatchObject({ status: 'pending', attempts: 1 });
    expect(queued?.lastError).toBeTruthy();
    expect(queued?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: a pass now sends nothing.
    expect(await t.app.ctx.email.deliverDue()).toBe(0);

    smtp = await startTestSmtp(port);
    // Its retry's job made due now, as the clock passing its time would.
    await t.db
      .update(scheduledJobs)
      .set({ runAt: new Date() })
      .where(and(eq(scheduledJobs.kind, emailJob), eq(scheduledJobs.key, queued!.id)));
    expect(await t.app.ctx.email.deliverDue()).toBe(1);
    expect(smtp.inbox.map((m) => m.to)).toEqual([[user.email]]);
    const [sent] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up after the last attempt', async () => {
    // A template that cannot be rendered fails every time; this row is on its last try.
    const [row] = await t.db
      .insert(emailOutbox)
      .values({ toAddress: 'x@example.com', template: 'no_such_template', payload: {}, attempts: maxAttempts - 1 })
      .returning();
    if (!row) throw new Error('insert failed');
    // Written without its delivery job, as before delivery was one: the start-up pass gives it one.
    await scheduleQueuedEmails(t.db);
    expect(await t.app.ctx.email.deliverDue()).toBe(1);
    const [after] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    expect(after).toMatchObject({
      status: 'failed',
      attempts: maxAttempts,
      lastError: 'unknown template no_such_template',
    });
    expect(await t.app.ctx.email.deliverDue()).toBe(0);
  });

  it('sends an email queued while a pass is sending, without waiting for the next poll', async () => {
    // The first send blocks until the second email is queued and kicked; the poll is an hour away.
    const sent: string[] = [];
    let release: () => void = () => {};
    const blocked = new Promise<void>((resolve) => (release = resolve));
    let sending: () => void = () => {};
    const firstSendStarted = new Promise<void>((resolve) => (sending = resolve));
    const jobs = createJobRunner({
      db: t.db,
      clock: () => Date.now(),
      log: { error: () => {} },
      pollMs: 60 * 60 * 1000,
    });
    const worker = createEmailWorker({
      db: t.db,
      jobs,
      transport: {
        kind: 'smtp',
        send: async (message: Message) => {
          if (sent.length === 0) {
            sending();
            await blocked;
          }
          sent.push(message.to);
        },
        close: () => {},
      },
      from: 'Dragon Market <noreply@example.com>',
      clock: () => Date.now(),
      log: { error: () => {} },
    });
    await t.app.ctx.email.deliverDue();
    await enqueueEmail(t.db, { to: 'first@example.com', template: 'welcome', payload: { appUrl: 'http://x' } });
    jobs.start();
    await firstSendStarted;
    await enqueueEmail(t.db, { to: 'second@example.com', template: 'welcome', payload: { appUrl: 'http://x' } });
    worker.kick();
    release();
    await vi.waitFor(() => expect(sent).toEqual(['first@example.com', 'second@example.com']), { timeout: 10_000 });
    await jobs.stop();
    await worker.stop();
  });
});
