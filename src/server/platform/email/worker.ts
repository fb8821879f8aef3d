// Delivers the outbox: polls for due emails, renders each template and sends it, with retries and backoff.
import { render } from '@react-email/render';
import type { Database } from '../../db/client.ts';
import { claimDueEmails, markEmailFailed, markEmailSent, type OutboxEmail } from './outbox.ts';
import { type EmailTemplateName, emailTemplates } from './templates.tsx';
import type { MailTransport } from './transport.ts';

// Not context.ts's Clock: context.ts builds this worker, and imports run one way.
type Clock = () => number;
type Log = { error: (details: object, message: string) => void };

export type EmailWorker = {
  start: () => void;
  /** Runs a delivery pass soon (after a new email was queued) instead of waiting for the next poll. */
  kick: () => void;
  /** Delivers everything due now and resolves when done. */
  deliverDue: () => Promise<number>;
  stop: () => Promise<void>;
};

const batchSize = 5;

export function createEmailWorker(options: {
  db: Database;
  transport: MailTransport;
  from: string;
  log: Log;
  /** The retry schedule's time (outbox.ts). */
  clock: Clock;
  pollMs?: number;
}): EmailWorker {
  const { db, transport, from, log, clock, pollMs = 5_000 } = options;
  let timer: NodeJS.Timeout | undefined;
  let timerDueAt = 0;
  let running: Promise<number> | undefined;
  // Kicked while a pass was running: that pass may have claimed its last batch before the new email was queued.
  let kickedDuringPass = false;
  let stopped = true;

  async function deliver(email: OutboxEmail): Promise<void> {
    const template = emailTemplates[email.template as EmailTemplateName];
    if (!template) {
      await markEmailFailed(db, email, `unknown template ${email.template}`, clock());
      return;
    }
    try {
      const element = template.render(email.payload as never);
      const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
      const headers = 'headers' in template ? template.headers(email.payload as never) : undefined;
      await transport.send({ to: email.toAddress, from, subject: template.subject(), html, text, headers });
      await markEmailSent(db, email);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error({ emailId: email.id, attempts: email.attempts, err: message }, 'email delivery failed');
      await markEmailFailed(db, email, message, clock());
    }
  }

  async function pass(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const batch = await claimDueEmails(db, batchSize, clock());
      for (const email of batch) await deliver(email);
      delivered += batch.length;
      if (batch.length < batchSize) return delivered;
    }
  }

  function deliverDue(): Promise<number> {
    // One pass at a time per process; callers share the pass in progress.
    running ??= pass().finally(() => {
      running = undefined;
      if (kickedDuringPass) {
        kickedDuringPass = false;
        schedule(0);
      }
    });
    return running;
  }

  // Keeps the sooner of two due passes: the poll that follows a pass must not push back a kick's pass.
  function schedule(delayMs: number) {
    if (stopped) return;
    const dueAt = Date.now() + delayMs;
    if (timer && timerDueAt <= dueAt) return;
    clearTimeout(timer);
    timerDueAt = dueAt;
    timer = setTimeout(() => {
      timer = undefined;
      deliverDue()
        .catch((error: unknown) => log.error({ err: String(error) }, 'email worker pass failed'))
        .finally(() => schedule(pollMs));
    }, delayMs);
    timer.unref();
  }

  return {
    start: () => {
      stopped = false;
      schedule(0);
    },
    kick: () => {
      if (running) kickedDuringPass = true;
      else schedule(0);
    },
    deliverDue,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => {});
      transport.close();
    },
  };
}
