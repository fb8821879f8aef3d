// The durable email queue. A change that causes an email writes the outbox row and its delivery job (in its own
// transaction where the service owns one, so the email is never sent for a change that rolled back); the job
// runner delivers it (worker.ts).
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { lockInSpace } from '../../db/locks.ts';
import { emailOutbox, scheduledJobs } from '../../db/schema/index.ts';
import { dueAtOnce } from '../jobs.ts';
import type { EmailPayload, EmailTemplateName } from './templates.tsx';

export type OutboxEmail = typeof emailOutbox.$inferSelect;

/** The scheduled job kind that sends one outbox email; its key is the email's id. */
export const emailJob = 'email.deliver';
export const maxAttempts = 8;

/** An email is due at once on every process's clock, however far a test has moved its own. */
export const emailDueAt = sql`${dueAtOnce.toISOString()}::timestamptz`;

// One statement, so an email never exists without its job even when the caller holds no transaction.
async function queueEmail(
  db: Executor,
  email: { to: string; template: string; payload: unknown; coalesceKey?: string },
): Promise<void> {
  await db.execute(sql`
    WITH queued AS (
      INSERT INTO ${emailOutbox} (to_address, template, payload, coalesce_key)
      VALUES (${email.to}, ${email.template}, ${JSON.stringify(email.payload)}::jsonb, ${email.coalesceKey ?? null})
      RETURNING id
    )
    INSERT INTO ${scheduledJobs} (kind, key, run_at) SELECT ${emailJob}, id::text, ${emailDueAt} FROM queued`);
}

export async function enqueueEmail<T extends EmailTemplateName>(
  db: Executor,
  email: { to: string; template: T; payload: EmailPayload<T> },
): Promise<void> {
  await queueEmail(db, email);
}

/** How long one email stands for every later one to the same recipient about the same thing. */
export const coalesceWindowMs = 10 * 60 * 1000;

/**
 * A notification email that another member's action causes (a proposal on a listing, a decision on one): the first
 * to a recipient about a key (template and listing) goes out at once; later ones within coalesceWindowMs are not
 * sent, only counted on the first (coalesced_count), so propose / withdraw loops cannot mail-bomb anyone. In-app
 * notifications are not affected; account emails (reset, verification) use enqueueEmail. Returns whether it queued.
 */
export async function enqueueCoalescedEmail<T extends EmailTemplateName>(
  tx: Transaction,
  email: { to: string; template: T; payload: EmailPayload<T>; coalesceKey: string },
): Promise<boolean> {
  const { to, coalesceKey } = email;
  // Held until commit: two actions at once both finding no email in the window would both send one.
  await lockInSpace(tx, 'emailCoalesce', `${to}\n${coalesceKey}`);
  const sentInWindow = tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.toAddress, to),
        eq(emailOutbox.coalesceKey, coalesceKey),
        gt(emailOutbox.createdAt, sql`now() - ${coalesceWindowMs} * interval '1 millisecond'`),
      ),
    )
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const folded = await tx
    .update(emailOutbox)
    .set({ coalescedCount: sql`${emailOutbox.coalescedCount} + 1` })
    .where(inArray(emailOutbox.id, sentInWindow))
    .returning({ id: emailOutbox.id });
  if (folded.length > 0) return false;
  await queueEmail(tx, email);
  return true;
}

/** Takes the email for its delivery job's run; null when it is gone or settled (sent, or given up on). */
export async function claimEmail(db: Executor, id: string): Promise<OutboxEmail | null> {
  const [email] = await db
    .update(emailOutbox)
    .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1` })
    .where(and(eq(emailOutbox.id, id), inArray(emailOutbox.status, ['pending', 'sending'])))
    .returning();
  return email ?? null;
}

// Marks apply only while this run still holds the claim it made (same status and attempt), so a run that overran
// its lease can never undo what another run did with the row since.
const stillClaimed = (email: OutboxEmail) =>
  and(eq(emailOutbox.id, email.id), eq(emailOutbox.status, 'sending'), eq(emailOutbox.attempts, email.attempts));

export async function markEmailSent(db: Executor, email: OutboxEmail, now: number): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: new Date(now), lastError: null })
    .where(stillClaimed(email));
}

/** Gives back a claim without trying (the member's quiet hours): the attempt does not count. */
export async function releaseEmail(db: Executor, email: OutboxEmail): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'pending', attempts: sql`${emailOutbox.attempts} - 1` })
    .where(stillClaimed(email));
}

/** Settles an email without sending it: held for the member's digest, or skipped (its kind turned off). */
export async function settleEmail(db: Executor, email: OutboxEmail, status: 'held' | 'skipped'): Promise<void> {
  await db.update(emailOutbox).set({ status, lastError: null }).where(stillClaimed(email));
}

/** Backs off 30 s, 1 min, 2 min ... up to an hour; gives up after maxAttempts. Resolves with the retry's time. */
export async function markEmailFailed(
  db: Executor,
  email: OutboxEmail,
  error: string,
  now: number,
): Promise<Date | null> {
  const delayMs = Math.min(30_000 * 2 ** (email.attempts - 1), 60 * 60 * 1000);
  const retryAt = email.attempts >= maxAttempts ? null : new Date(now + delayMs);
  await db
    .update(emailOutbox)
    .set({
      status: retryAt ? 'pending' : 'failed',
      lastError: error.slice(0, 1000),
      nextAttemptAt: retryAt ?? new Date(now),
    })
    .where(stillClaimed(email));
  return retryAt;
}
