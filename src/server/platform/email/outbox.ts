// The durable email queue. A change that causes an email writes the outbox row (in its own transaction where the
// service owns one, so the email is never sent for a change that rolled back); the worker delivers it later.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import type { EmailPayload, EmailTemplateName } from './templates.tsx';

export type OutboxEmail = typeof emailOutbox.$inferSelect;

/**
 * A claimed email is leased for this long; a worker that dies mid-send leaves it to be retried after. A batch is
 * sent one by one and one send may take ~40 s against a slow server (transport timeouts), so the worker claims
 * few at a time to finish well inside the lease.
 */
const leaseMs = 5 * 60 * 1000;
export const maxAttempts = 8;

export async function enqueueEmail<T extends EmailTemplateName>(
  db: Executor,
  email: { to: string; template: T; payload: EmailPayload<T> },
): Promise<void> {
  await db.insert(emailOutbox).values({ toAddress: email.to, template: email.template, payload: email.payload });
}

/** Takes up to `limit` due emails for this worker (other workers skip them). */
// Times come from the database clock, the same one that stamped the rows: mixing in the server's clock (and its
// millisecond precision against the database's microseconds) could leave a due email looking not yet due.
const later = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

export async function claimDueEmails(db: Executor, limit: number): Promise<OutboxEmail[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.status, ['pending', 'sending']), lte(emailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(emailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${emailOutbox.attempts} + 1`,
      nextAttemptAt: later(leaseMs),
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

// Marks apply only while this worker still holds the claim it made (same status and attempt), so a worker that
// overran its lease can never undo what another worker did with the row since.
const stillClaimed = (email: OutboxEmail) =>
  and(eq(emailOutbox.id, email.id), eq(emailOutbox.status, 'sending'), eq(emailOutbox.attempts, email.attempts));

export async function markEmailSent(db: Executor, email: OutboxEmail): Promise<void> {
  await db.update(emailOutbox).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(stillClaimed(email));
}

/** Backs off 30 s, 1 min, 2 min ... up to an hour; gives up after maxAttempts. */
export async function markEmailFailed(db: Executor, email: OutboxEmail, error: string) {
  const delayMs = Math.min(30_000 * 2 ** (email.attempts - 1), 60 * 60 * 1000);
  await db
    .update(emailOutbox)
    .set({
      status: email.attempts >= maxAttempts ? 'failed' : 'pending',
      lastError: error.slice(0, 1000),
      nextAttemptAt: later(delayMs),
    })
    .where(stillClaimed(email));
}
