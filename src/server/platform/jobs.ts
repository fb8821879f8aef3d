// Work due at a time, durable across restarts and shared by every process (decision 025). A change that makes work
// due writes its job in its own transaction (scheduleJob), so the job exists exactly when the change committed.
// Each process polls (this is its only poller: email delivery is a kind too); a claim leases the job (SKIP LOCKED,
// so two processes never take the same one), the handler runs, and the job goes once it succeeded. Time is the
// app's clock, so tests move it instead of waiting.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { scheduledJobs } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';

export type ScheduledJob = typeof scheduledJobs.$inferSelect;
export type JobHandler = (job: ScheduledJob) => Promise<void>;

type Log = { error: (details: object, message: string) => void };

/** A claimed job is left alone for this long; a process that dies mid-run leaves it to another after. */
const leaseMs = 5 * 60 * 1000;
// A batch runs one job after another and one email may take ~40 s against a slow SMTP server (transport timeouts),
// so few are claimed at a time: the last must start well inside the lease.
const batchSize = 5;

/** A run time for work due at once on every process's clock, however far a test has moved its own. */
export const dueAtOnce = new Date(0);

/**
 * Makes `kind` for `key` due at `runAt`, in the caller's transaction. Scheduling the same kind and key again moves
 * the one job (and starts its attempts afresh) instead of adding another.
 */
export async function scheduleJob(
  tx: Executor,
  job: { kind: string; key: string; runAt: Date; payload?: Record<string, unknown> },
): Promise<void> {
  const payload = job.payload ?? {};
  await tx
    .insert(scheduledJobs)
    .values({ kind: job.kind, key: job.key, runAt: job.runAt, payload })
    .onConflictDoUpdate({
      target: [scheduledJobs.kind, scheduledJobs.key],
      set: { runAt: job.runAt, payload, attempts: 0, lastError: null },
    });
}

/** Drops `kind` for `key`, in the caller's transaction: the change made it moot. */
export async function cancelJob(tx: Executor, kind: string | string[], key: string): Promise<void> {
  const kinds = typeof kind === 'string' ? [kind] : kind;
  await tx.delete(scheduledJobs).where(and(inArray(scheduledJobs.kind, kinds), eq(scheduledJobs.key, key)));
}

/**
 * Whether a claimed job is still the one scheduled: a change that scheduled it again (or dropped it) while its run
 * waited for a lock made that run stale. Read in the handler's transaction, after the lock it waited for.
 */
export async function isStillClaimed(db: Executor, job: Pick<ScheduledJob, 'id' | 'attempts'>): Promise<boolean> {
  const held = and(eq(scheduledJobs.id, job.id), eq(scheduledJobs.attempts, job.attempts));
  return (await db.$count(scheduledJobs, held)) > 0;
}

export type JobRunner = {
  /** Runs `kind`'s due jobs with `handler`; a process claims only the kinds it has handlers for. */
  handle: (kind: string, handler: JobHandler) => void;
  start: () => void;
  /** Runs a pass soon (after work was made due at once) instead of waiting for the next poll. */
  kick: () => void;
  /** Runs every job due by the clock now (of `kinds` only, when given) and resolves with how many ran. */
  runDue: (kinds?: string[]) => Promise<number>;
  stop: () => Promise<void>;
};

export function createJobRunner(options: { db: Database; clock: Clock; log: Log; pollMs?: number }): JobRunner {
  const { db, clock, log, pollMs = 5_000 } = options;
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let timerDueAt = 0;
  let running: Promise<number> | undefined;
  // Kicked while a pass was running: that pass may have claimed its last batch before the new work was written.
  let kickedDuringPass = false;
  let stopped = true;

  async function claim(kinds: string[]): Promise<ScheduledJob[]> {
    const now = new Date(clock());
    const due = db
      .select({ id: scheduledJobs.id })
      .from(scheduledJobs)
      .where(and(inArray(scheduledJobs.kind, kinds), lte(scheduledJobs.runAt, now)))
      .orderBy(scheduledJobs.runAt)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(scheduledJobs)
      .set({ runAt: new Date(now.getTime() + leaseMs), attempts: sql`${scheduledJobs.attempts} + 1` })
      .where(inArray(scheduledJobs.id, due))
      .returning();
  }

  // Marks apply only while the claim still holds: a job scheduled again during its run is the new one, kept.
  const stillClaimed = (job: ScheduledJob) =>
    and(eq(scheduledJobs.id, job.id), eq(scheduledJobs.attempts, job.attempts));

  async function run(job: ScheduledJob): Promise<void> {
    try {
      await handlers.get(job.kind)!(job);
      await db.delete(scheduledJobs).where(stillClaimed(job));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error({ jobId: job.id, kind: job.kind, attempts: job.attempts, err: message }, 'scheduled job failed');
      // 30 s, 1 min, 2 min ... up to an hour: a job that must happen is never given up.
      const delayMs = Math.min(30_000 * 2 ** (job.attempts - 1), 60 * 60 * 1000);
      await db
        .update(scheduledJobs)
        .set({ runAt: new Date(clock() + delayMs), lastError: message })
        .where(stillClaimed(job));
    }
  }

  async function pass(kinds: string[]): Promise<number> {
    if (kinds.length === 0) return 0;
    let ran = 0;
    for (;;) {
      const batch = await claim(kinds);
      for (const job of batch) await run(job);
      ran += batch.length;
      if (batch.length < batchSize) return ran;
    }
  }

  function runDue(kinds?: string[]): Promise<number> {
    // A pass over some kinds (a test's) runs beside the others; claims keep them from taking the same job.
    if (kinds) return pass(kinds.filter((kind) => handlers.has(kind)));
    // One full pass at a time per process; callers share the pass in progress.
    running ??= pass([...handlers.keys()]).finally(() => {
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
      runDue()
        .catch((error: unknown) => log.error({ err: String(error) }, 'scheduled jobs pass failed'))
        .finally(() => schedule(pollMs));
    }, delayMs);
    timer.unref();
  }

  return {
    handle: (kind, handler) => {
      handlers.set(kind, handler);
    },
    start: () => {
      stopped = false;
      schedule(0);
    },
    kick: () => {
      if (running) kickedDuringPass = true;
      else schedule(0);
    },
    runDue,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
}
