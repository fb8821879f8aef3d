// Delivers the outbox as a kind of scheduled job (platform/jobs.ts): each queued email is a job, so the one job
// runner is the only poller, and its claim (SKIP LOCKED, leased) keeps two processes from sending one email.
// Retries keep the outbox's own schedule and limit (outbox.ts); the job only says when the next try is due.
import { render } from '@react-email/render';
import { createElement } from 'react';
import { eq, sql } from 'drizzle-orm';
import { defaultLocale, isLocale, type Locale } from '#shared/locales.ts';
import type { Database } from '../../db/client.ts';
import { emailOutbox, scheduledJobs, users } from '../../db/schema/index.ts';
import { type JobRunner, scheduleJob, type ScheduledJob } from '../jobs.ts';
import { emailIntl } from './email-intl.tsx';
import { type EmailFooter, EmailFooterContext } from './layout.tsx';
import {
  claimEmail,
  emailDueAt,
  emailJob,
  markEmailFailed,
  markEmailSent,
  type OutboxEmail,
  releaseEmail,
  settleEmail,
} from './outbox.ts';
import { type EmailTemplateName, emailTemplates } from './templates.tsx';
import type { MailTransport } from './transport.ts';
import type { Clock } from '../clock.ts';

type Log = { error: (details: object, message: string) => void };

/**
 * What becomes of an email at send time, from its recipient's settings (features/notifications/email-screen.ts):
 * sent with a footer and headers; held for a digest or skipped (turned off); or put off to a later time.
 */
export type EmailVerdict =
  | { action: 'send'; footer: EmailFooter | null; headers?: Record<string, string> }
  | { action: 'skip' }
  /** Held for a digest; `schedule` makes the digest due once the email is marked held. */
  | { action: 'hold'; schedule: () => Promise<void> }
  | { action: 'defer'; until: Date };
export type EmailScreen = (email: OutboxEmail) => Promise<EmailVerdict>;

export type EmailWorker = {
  /** Delivers soon what was just queued instead of waiting for the next poll. */
  kick: () => void;
  /** Delivers everything due now and resolves with how many emails it tried. */
  deliverDue: () => Promise<number>;
  stop: () => Promise<void>;
};

/**
 * Every email still to send has its job: emails queued before delivery became a job kind get one here. Run at
 * start; a job already there (a retry's) keeps its time.
 */
export async function scheduleQueuedEmails(db: Database): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${scheduledJobs} (kind, key, run_at)
    SELECT ${emailJob}, ${emailOutbox.id}::text, ${emailDueAt}
    FROM ${emailOutbox} WHERE ${emailOutbox.status} IN ('pending', 'sending')
    ON CONFLICT (kind, key) DO NOTHING`);
}

/**
 * An email's language, read as it is sent, so a member who changed theirs since it was queued gets the new one: the
 * language of the member the address belongs to, else English. The outbox records none of its own: every email goes
 * to a member's address, and a deleted member's queued emails are deleted with them.
 */
async function readRecipientLocale(db: Database, address: string): Promise<Locale> {
  const [member] = await db.select({ language: users.language }).from(users).where(eq(users.email, address));
  return isLocale(member?.language) ? member.language : defaultLocale;
}

export function createEmailWorker(options: {
  db: Database;
  jobs: JobRunner;
  transport: MailTransport;
  from: string;
  clock: Clock;
  log: Log;
  /** Without one (tests of the worker alone), every email is sent, with no footer. */
  screen?: EmailScreen;
}): EmailWorker {
  const { db, jobs, transport, from, clock, log } = options;
  const screen: EmailScreen = options.screen ?? (async () => ({ action: 'send', footer: null }));

  async function send(email: OutboxEmail, verdict: Extract<EmailVerdict, { action: 'send' }>): Promise<void> {
    const template = emailTemplates[email.template as EmailTemplateName];
    if (!template) throw new Error(`unknown template ${email.template}`);
    const payload = email.payload as never;
    const intl = emailIntl(await readRecipientLocale(db, email.toAddress));
    const body = template.render(payload, intl);
    const element = createElement(EmailFooterContext.Provider, { value: verdict.footer }, body);
    const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
    const headers = { ...verdict.headers, ...('headers' in template ? template.headers(payload) : {}) };
    const subject = template.subject(payload, intl);
    await transport.send({ to: email.toAddress, from, subject, html, text, headers });
  }

  async function deliver(job: ScheduledJob): Promise<void> {
    // Gone (its recipient deleted) or already settled: nothing to send.
    const email = await claimEmail(db, job.key);
    if (!email) return;
    const verdict = await screen(email);
    if (verdict.action === 'defer') {
      await releaseEmail(db, email);
      await scheduleJob(db, { kind: emailJob, key: email.id, runAt: verdict.until });
      return;
    }
    if (verdict.action === 'skip') {
      await settleEmail(db, email, 'skipped');
      return;
    }
    if (verdict.action === 'hold') {
      await settleEmail(db, email, 'held');
      await verdict.schedule();
      return;
    }
    try {
      await send(email, verdict);
      await markEmailSent(db, email, clock());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error({ emailId: email.id, attempts: email.attempts, err: message }, 'email delivery failed');
      const retryAt = await markEmailFailed(db, email, message, clock());
      // Scheduled again during its run, the job stays for the retry instead of being removed as done.
      if (retryAt) await scheduleJob(db, { kind: emailJob, key: email.id, runAt: retryAt });
    }
  }

  jobs.handle(emailJob, deliver);
  return {
    kick: () => jobs.kick(),
    deliverDue: () => jobs.runDue([emailJob]),
    stop: async () => {
      transport.close();
    },
  };
}
