// The durable email queue. A change that causes an email writes the outbox row (in its own transaction where the
// service owns one, so the email is never sent for a change that rolled back); the worker delivers it later.
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
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

/** How long one email stands for every later one to the same recipient about the same thing. */
export const coalesceWindowMs = 10 * 60 * 1000;
// Any constant works: it only keeps these locks apart from other two-key advisory locks.
const coalesceLockSpace = 727_274_015;

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
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${coalesceLockSpace}::int, hashtext(${`${to}\n${coalesceKey}`}))`);
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
  await tx.insert(emailOutbox).values({ toAddress: to, template: email.template, payload: email.payload, coalesceKey });
  return true;
}

// Times are the later of the database clock, which stamped new rows (to the microsecond: the app clock alone, to the
// millisecond, could leave a just-queued email looking not yet due), and the app clock `now`, which an end-to-end
// spec moves on instead of waiting out the retry schedule (platform/test-clock.ts).
const timeAt = (now: number) => sql`greatest(now(), ${new Date(now)})`;
const later = (now: number, ms: number) => sql`${timeAt(now)} + ${ms} * interval '1 millisecond'`;

/** Takes up to `limit` due emails for this worker (other workers skip them). */
export async function claimDueEmails(db: Executor, limit: number, now: number): Promise<OutboxEmail[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.status, ['pending', 'sending']), lte(emailOutbox.nextAttemptAt, timeAt(now))))
    .orderBy(emailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${emailOutbox.attempts} + 1`,
      nextAttemptAt: later(now, leaseMs),
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
export async function markEmailFailed(db: Executor, email: OutboxEmail, error: string, now: number) {
  const delayMs = Math.min(30_000 * 2 ** (email.attempts - 1), 60 * 60 * 1000);
  await db
    .update(emailOutbox)
    .set({
      status: email.attempts >= maxAttempts ? 'failed' : 'pending',
      lastError: error.slice(0, 1000),
      nextAttemptAt: later(now, delayMs),
    })
    .where(stillClaimed(email));
}
