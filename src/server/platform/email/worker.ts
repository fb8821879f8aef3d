// Delivers the outbox as a kind of scheduled job (platform/jobs.ts): each queued email is a job, so the one job
// runner is the only poller, and its claim (SKIP LOCKED, leased) keeps two processes from sending one email.
// Retries keep the outbox's own schedule and limit (outbox.ts); the job only says when the next try is due.
import { render } from '@react-email/render';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailOutbox, scheduledJobs } from '../../db/schema/index.ts';
import { type JobRunner, scheduleJob, type ScheduledJob } from '../jobs.ts';
import { claimEmail, emailDueAt, emailJob, markEmailFailed, markEmailSent, type OutboxEmail } from './outbox.ts';
import { type EmailTemplateName, emailTemplates } from './templates.tsx';
import type { MailTransport } from './transport.ts';
import type { Clock } from '../clock.ts';

type Log = { error: (details: object, message: string) => void };

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

export function createEmailWorker(options: {
  db: Database;
  jobs: JobRunner;
  transport: MailTransport;
  from: string;
  clock: Clock;
  log: Log;
}): EmailWorker {
  const { db, jobs, transport, from, clock, log } = options;

  async function send(email: OutboxEmail): Promise<void> {
    const template = emailTemplates[email.template as EmailTemplateName];
    if (!template) throw new Error(`unknown template ${email.template}`);
    const element = template.render(email.payload as never);
    const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
    const headers = 'headers' in template ? template.headers(email.payload as never) : undefined;
    await transport.send({ to: email.toAddress, from, subject: template.subject(), html, text, headers });
  }

  async function deliver(job: ScheduledJob): Promise<void> {
    // Gone (its recipient deleted) or already settled: nothing to send.
    const email = await claimEmail(db, job.key);
    if (!email) return;
    try {
      await send(email);
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
