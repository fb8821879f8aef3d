// Jobs due at a time run once each, when the app's clock reaches them, on whichever process claims them, and
// outlive the process that scheduled them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobs } from '../db/schema/index.ts';
import { createTestApp, testDatabaseKind, type TestContext } from '../test/app.ts';
import { scheduleJob, type ScheduledJob } from './jobs.ts';
import { createManualClock, minute } from '../test/clock.ts';

const time = createManualClock();

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
}, 120_000);
afterAll(() => t.close());

const jobsOf = (kind: string) => t.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, kind));

/** A handler that records each job it ran; `fail` makes the next runs throw. */
function recorder(kind: string) {
  const ran: ScheduledJob[] = [];
  const state = { fail: 0 };
  t.ctx.jobs.handle(kind, async (job) => {
    if (state.fail > 0) {
      state.fail -= 1;
      throw new Error('the far side is down');
    }
    ran.push(job);
  });
  return { ran, state };
}

describe('scheduled jobs', () => {
  it('run when the clock reaches them, once, and are then gone', async () => {
    const { ran } = recorder('test.due');
    await scheduleJob(t.db, {
      kind: 'test.due',
      key: 'a',
      runAt: new Date(time.now() + 10 * minute),
      payload: { n: 1 },
    });

    time.advance(9 * minute);
    await t.ctx.jobs.runDue();
    expect(ran).toHaveLength(0);

    time.advance(minute);
    await t.ctx.jobs.runDue();
    await t.ctx.jobs.runDue();
    expect(ran.map((job) => [job.key, job.payload])).toEqual([['a', { n: 1 }]]);
    expect(await jobsOf('test.due')).toEqual([]);
  });

  it('move when scheduled again for the same kind and key', async () => {
    const { ran } = recorder('test.move');
    await scheduleJob(t.db, { kind: 'test.move', key: 'deal-1', runAt: new Date(time.now() + minute) });
    await scheduleJob(t.db, { kind: 'test.move', key: 'deal-1', runAt: new Date(time.now() + 60 * minute) });
    expect(await jobsOf('test.move')).toHaveLength(1);

    time.advance(2 * minute);
    await t.ctx.jobs.runDue();
    expect(ran).toHaveLength(0);
    time.advance(60 * minute);
    await t.ctx.jobs.runDue();
    expect(ran).toHaveLength(1);
  });

  it('are tried again later after a failure, keeping the error, until they succeed', async () => {
    const { ran, state } = recorder('test.retry');
    state.fail = 2;
    await scheduleJob(t.db, { kind: 'test.retry', key: 'x', runAt: new Date(time.now()) });

    await t.ctx.jobs.runDue();
    const [afterFirst] = await jobsOf('test.retry');
    expect(afterFirst).toMatchObject({ attempts: 1, lastError: 'the far side is down' });
    expect(afterFirst!.runAt.getTime()).toBe(time.now() + 30_000);

    await t.ctx.jobs.runDue();
    expect(ran).toHaveLength(0);
    time.advance(30_000);
    await t.ctx.jobs.runDue();
    expect((await jobsOf('test.retry'))[0]).toMatchObject({ attempts: 2 });
    time.advance(60_000);
    await t.ctx.jobs.runDue();
    expect(ran).toHaveLength(1);
    expect(await jobsOf('test.retry')).toEqual([]);
  });

  it('never run when the transaction that scheduled them rolled back', async () => {
    const { ran } = recorder('test.rollback');
    await expect(
      t.db.transaction(async (tx) => {
        await scheduleJob(tx, { kind: 'test.rollback', key: 'x', runAt: new Date(time.now()) });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.ctx.jobs.runDue();
    expect(ran).toHaveLength(0);
    expect(await jobsOf('test.rollback')).toEqual([]);
  });

  it('scheduled again while running are kept for their new time', async () => {
    const ran: string[] = [];
    t.ctx.jobs.handle('test.again', async (job) => {
      ran.push(job.key);
      if (ran.length === 1)
        await scheduleJob(t.db, { kind: 'test.again', key: job.key, runAt: new Date(time.now() + minute) });
    });
    await scheduleJob(t.db, { kind: 'test.again', key: 'x', runAt: new Date(time.now()) });
    await t.ctx.jobs.runDue();
    expect(await jobsOf('test.again')).toHaveLength(1);
    time.advance(minute);
    await t.ctx.jobs.runDue();
    expect(ran).toEqual(['x', 'x']);
    expect(await jobsOf('test.again')).toEqual([]);
  });

  it('are left alone by a process without a handler for their kind', async () => {
    await scheduleJob(t.db, { kind: 'test.unknown', key: 'x', runAt: new Date(time.now()) });
    await t.ctx.jobs.runDue();
    expect(await jobsOf('test.unknown')).toMatchObject([{ attempts: 0 }]);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('scheduled jobs across processes', () => {
  it('run each job exactly once when two processes claim at the same moment', async () => {
    const other = await createTestApp({ clock: time.clock, sameDatabaseAs: t });
    try {
      const ran: string[] = [];
      for (const app of [t, other]) {
        app.ctx.jobs.handle('test.race', async (job) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          ran.push(job.key);
        });
      }
      for (let n = 0; n < 60; n += 1) {
        await scheduleJob(t.db, { kind: 'test.race', key: `job-${n}`, runAt: new Date(time.now()) });
      }
      const [first, second] = await Promise.all([t.ctx.jobs.runDue(), other.ctx.jobs.runDue()]);
      expect(first + second).toBe(60);
      expect(first).toBeGreaterThan(0);
      expect(second).toBeGreaterThan(0);
      expect(ran.sort()).toEqual(Array.from({ length: 60 }, (_, n) => `job-${n}`).sort());
    } finally {
      await other.close();
    }
  });

  it('written by a process that then stopped, run by the next one', async () => {
    const first = await createTestApp({ clock: time.clock, sameDatabaseAs: t });
    await scheduleJob(first.db, { kind: 'test.restart', key: 'x', runAt: new Date(time.now() + minute) });
    await first.close();

    const next = await createTestApp({ clock: time.clock, sameDatabaseAs: t });
    try {
      const ran: string[] = [];
      next.ctx.jobs.handle('test.restart', async (job) => {
        ran.push(job.key);
      });
      time.advance(minute);
      await next.ctx.jobs.runDue();
      expect(ran).toEqual(['x']);
    } finally {
      await next.close();
    }
  });
});
