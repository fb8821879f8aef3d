// SMTP down for a minute: the emails members' actions cause wait in the outbox (the actions themselves succeed), and
// once an SMTP server answers at that address they go out, each exactly once.
//
// The full minute, with the worker's real backoff (30 s, then 60 s): an email queued at t fails at t (nothing
// listens), fails again at t + 30 s (still down), and goes out at t + 90 s, 30 s after the server came up at
// t + 60 s. So the spec runs about 100 s, nearly all of it waiting, which costs the parallel suite little CPU.
import { expect } from '@playwright/test';
import { inArray } from 'drizzle-orm';
import { emailOutbox } from '../src/server/db/schema/index.ts';
import { sendOp } from './fixtures/failure-ledger.ts';
import { test } from './fixtures/failure-postgres.ts';
import { call, freePort, signUp, waitForHealth } from './fixtures/failure-server.ts';

const outageMs = 60_000;

test('with SMTP down for a minute, emails stay queued and go out once after', async ({
  createCluster,
  makeTempDir,
  listenSmtp,
  startServer,
}) => {
  test.setTimeout(240_000);
  const cluster = await createCluster();
  const dataDir = makeTempDir('market-failure-smtp-');
  const database = await cluster.connect();
  // Reserved now, listened on only after the outage: until then a connection is refused, as from a server that is down.
  const smtpPort = await freePort();
  const server = startServer(await freePort(), {
    DATABASE_URL: cluster.url,
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  });
  await waitForHealth(server);

  // Four kinds of email: welcome and verification (sign-up), password reset, and a purchase's receipt. Every action
  // succeeds.
  const members = await Promise.all([signUp(server), signUp(server), signUp(server)]);
  const outageStarted = Date.now();
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
  // Each one tried and failed twice during the outage, and still waiting.
  await expect
    .poll(async () => (await queued()).map((e) => ({ status: e.status, tried: e.attempts >= 2 })), {
      timeout: outageMs,
      intervals: [1000],
    })
    .toEqual(Array.from({ length: 8 }, () => ({ status: 'pending', tried: true })));
  expect((await queued()).every((e) => e.lastError && e.sentAt === null)).toBe(true);
  // The server is still well during the outage.
  expect((await call(server, members[2]!, 'GET', '/api/wallet')).status).toBe(200);

  await new Promise((resolve) => setTimeout(resolve, Math.max(0, outageStarted + outageMs - Date.now())));
  const smtp = await listenSmtp(smtpPort);
  const upAt = Date.now();

  await expect
    .poll(async () => (await queued()).filter((e) => e.status === 'sent').length, {
      timeout: 90_000,
      intervals: [1000],
    })
    .toBe(8);
  const deliveredAfterMs = Date.now() - upAt;
  // A worker pass later (it polls every 5 s), nothing went out twice.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(smtp.received.sort()).toEqual(
    [emails[0], emails[0], emails[0], emails[1], emails[1], emails[1], emails[2], emails[2]].sort(),
  );
  const rows = await queued();
  expect(rows.every((e) => e.status === 'sent' && e.attempts >= 3)).toBe(true);
  console.log(
    `[failure-smtp] 8 emails queued during a ${outageMs / 1000} s outage, each tried ${rows[0]!.attempts} times; ` +
      `all delivered ${Math.round(deliveredAfterMs / 1000)} s after SMTP came back, each once`,
  );
});
