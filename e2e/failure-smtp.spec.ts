// SMTP down through two retries: the emails members' actions cause wait in the outbox (the actions themselves
// succeed), and once an SMTP server answers at that address they go out, each exactly once.
//
// The worker's real backoff (30 s, then 60 s), on the server's clock, which the spec moves on (TEST_CLOCK=stdin)
// instead of waiting the minutes out: an email queued at t fails at t (nothing listens), fails again at t + 30 s
// (still down), and goes out at t + 90 s, once an SMTP server listens. After each move the worker's next poll
// (every 5 s of real time) finds the emails due.
import { expect } from '@playwright/test';
import { inArray } from 'drizzle-orm';
import { emailOutbox } from '../src/server/db/schema/index.ts';
import { sendOp } from './fixtures/failure-ledger.ts';
import { test } from './fixtures/failure-postgres.ts';
import { advanceClock, call, freePort, signUp, waitForHealth } from './fixtures/failure-server.ts';

const firstRetryMs = 30_000;
const secondRetryMs = 60_000;

test('with SMTP down through two retries, emails stay queued and go out once after', async ({
  createCluster,
  makeTempDir,
  listenSmtp,
  startServer,
}) => {
  test.setTimeout(120_000);
  const cluster = await createCluster();
  const dataDir = makeTempDir('market-failure-smtp-');
  const database = await cluster.connect();
  // Reserved now, listened on only after the outage: until then a connection is refused, as from a server that is down.
  const smtpPort = await freePort();
  const server = startServer(await freePort(), {
    DATABASE_URL: cluster.url,
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    TEST_CLOCK: 'stdin',
  });
  await waitForHealth(server);

  // Four kinds of email: welcome and verification (sign-up), password reset, and a purchase's receipt. Every action
  // succeeds.
  const members = await Promise.all([signUp(server), signUp(server), signUp(server)]);
  const reset = await call(server, null, 'POST', '/api/auth/password-reset', { email: members[0]!.email });
  expect(reset.status).toBe(202);
  const purchase = {
    kind: 'buy' as const,
    member: members[1]!,
    coins: 100,
    pay: 'checkout' as const,
    outcome: 'cut' as const,
  };
  await sendOp(server, purchase);
  expect(purchase.outcome).toBe('ok');

  const emails = members.map((m) => m.email);
  const queued = () => database.db.select().from(emailOutbox).where(inArray(emailOutbox.toAddress, emails));
  const tried = async () => (await queued()).map((e) => ({ status: e.status, attempts: e.attempts }));
  const triedEach = (attempts: number) => Array.from({ length: 8 }, () => ({ status: 'pending', attempts }));
  // Each one tried at once and failed; then, its retry due, tried and failed again; and still waiting.
  await expect.poll(tried, { timeout: 30_000, intervals: [500] }).toEqual(triedEach(1));
  await advanceClock(server, firstRetryMs);
  await expect.poll(tried, { timeout: 30_000, intervals: [500] }).toEqual(triedEach(2));
  expect((await queued()).every((e) => e.lastError && e.sentAt === null)).toBe(true);
  // The server is still well during the outage.
  expect((await call(server, members[2]!, 'GET', '/api/wallet')).status).toBe(200);

  const smtp = await listenSmtp(smtpPort);
  // Listening now: the second retry, once due, finds it.
  await advanceClock(server, secondRetryMs);
  await expect
    .poll(async () => (await queued()).filter((e) => e.status === 'sent').length, {
      timeout: 30_000,
      intervals: [500],
    })
    .toBe(8);
  // An hour on, any email still due would be: a worker pass later (it polls every 5 s), nothing went out twice.
  await advanceClock(server, 60 * 60 * 1000);
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(smtp.received.sort()).toEqual(
    [emails[0], emails[0], emails[0], emails[1], emails[1], emails[1], emails[2], emails[2]].sort(),
  );
  const rows = await queued();
  expect(rows.map((e) => ({ status: e.status, attempts: e.attempts }))).toEqual(
    Array.from({ length: 8 }, () => ({ status: 'sent', attempts: 3 })),
  );
});
