// PostgreSQL restarted under load: a private cluster is stopped (fast: sessions ended; then immediate: a crash) and
// started again while members keep reading and writing. The same server process, never restarted, answers
// correctly again afterwards; during the outage every answer is a 5xx with the JSON error envelope (or a right
// answer from a cache), never a wrong 200 nor a 4xx that blames the member; and each conversion sent meanwhile is
// applied exactly once when the server said so, and at most once, then exactly once on a retry, when it did not.
import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { demoAdmin, demoPassword } from './fixtures/accounts.ts';
import {
  earnCoinsInRing,
  expectLedgerInvariants,
  isApplied,
  readLedgerState,
  sendOp,
  type WalletOp,
} from './fixtures/failure-ledger.ts';
import { test } from './fixtures/failure-postgres.ts';
import {
  type Answer,
  call,
  freePort,
  signIn,
  signUp,
  verifyEmailThroughSmtp,
  waitForHealth,
} from './fixtures/failure-server.ts';

type Phase = 'up' | 'down' | 'restarting';
type Sent = { what: string; phase: Phase; answer: Answer | null };

const readers = 4;
const downMs = 4_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The JSON error envelope the server answers every failure with. */
const isErrorEnvelope = (body: unknown) =>
  typeof body === 'object' && body !== null && typeof (body as { error?: { code?: unknown } }).error?.code === 'string';

/** What one request must look like: right when 2xx, or a 5xx that owns up to the failure. */
function expectSound(sent: Sent) {
  const { answer } = sent;
  const label = `${sent.what} while ${sent.phase}: ${JSON.stringify(answer)}`;
  // The connection itself never breaks: the server stays up.
  expect(answer, label).not.toBeNull();
  if (answer!.status < 300) {
    if (sent.what === 'offers') expect(Array.isArray((answer!.body as { items?: unknown }).items), label).toBe(true);
    if (sent.what === 'wallet' || sent.what === 'convert') {
      expect(typeof (answer!.body as { dragonCoins?: unknown }).dragonCoins, label).toBe('number');
    }
    return;
  }
  expect(answer!.status, label).toBeGreaterThanOrEqual(500);
  if (sent.what !== 'health') expect(isErrorEnvelope(answer!.body), label).toBe(true);
}

test('PostgreSQL restarted under load: the server recovers by itself and answers nothing wrongly', async ({
  createCluster,
  makeTempDir,
  startServer,
  listenSmtp,
}) => {
  test.setTimeout(120_000);
  const cluster = await createCluster();
  const dataDir = makeTempDir('market-failure-pg-');
  // Members verify their email from the mailed link before they may convert.
  const smtpPort = await freePort();
  const smtp = await listenSmtp(smtpPort);
  const server = startServer(await freePort(), {
    DATABASE_URL: cluster.url,
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // The demo admin approves the listings the members earn their convertible coins with.
    SEED_DEMO: 'true',
  });
  await waitForHealth(server);
  const pid = server.child.pid;
  const members = await Promise.all(Array.from({ length: 4 }, () => signUp(server)));
  await Promise.all(members.map((member) => verifyEmailThroughSmtp(server, smtp, member)));
  for (const member of [...members, ...members]) {
    const funding: WalletOp = { kind: 'buy', member, coins: 1000, pay: 'checkout', outcome: 'cut' };
    await sendOp(server, funding);
    expect(funding.outcome).toBe('ok');
  }
  await earnCoinsInRing(server, await signIn(server, demoAdmin, demoPassword), members, 2000);

  let phase: Phase = 'up';
  let loading = true;
  const sent: Sent[] = [];
  const conversions: (WalletOp & { kind: 'convert' })[] = [];
  const record = async (what: string, request: Promise<Answer>) => {
    const at = phase;
    sent.push({ what, phase: at, answer: await request.catch(() => null) });
  };
  const read = async (n: number) => {
    while (loading) {
      const member = members[n % members.length]!;
      await record('offers', call(server, null, 'GET', `/api/offers?page=${1 + (n % 3)}`));
      await record('wallet', call(server, member, 'GET', '/api/wallet'));
      await record('health', call(server, null, 'GET', '/api/health'));
      await pause(50);
    }
  };
  // 2000 coins earned each: twenty conversions of 100, so a refusal for want of coins never happens.
  const write = async () => {
    for (let n = 0; loading && n < 20 * members.length; n += 1) {
      const op = { kind: 'convert', member: members[n % members.length]!, coins: 100 } as const;
      const conversion = { ...op, requestId: randomUUID(), outcome: 'cut' as const };
      conversions.push(conversion);
      const at = phase;
      const answer = await sendOp(server, conversion);
      sent.push({ what: 'convert', phase: at, answer });
      await pause(250);
    }
  };
  const load = Promise.all([...Array.from({ length: readers }, (_, n) => read(n)), write()]);

  const recoveries: number[] = [];
  for (const mode of ['fast', 'immediate'] as const) {
    await pause(1_500);
    phase = 'down';
    cluster.stop(mode);
    await pause(downMs);
    phase = 'restarting';
    cluster.start();
    const startedAt = performance.now();
    // Bounded: the pool replaces its dead connections on the next requests, without a restart of the server.
    await expect
      .poll(
        async () => {
          if (server.child.exitCode !== null) return `the server exited:\n${server.output()}`;
          const answers = await Promise.all([
            call(server, null, 'GET', '/api/health'),
            call(server, members[0]!, 'GET', '/api/wallet'),
            call(server, null, 'GET', '/api/offers'),
          ]);
          return answers.map((a) => a.status);
        },
        { timeout: 30_000, intervals: [250] },
      )
      .toEqual([200, 200, 200]);
    recoveries.push(Math.round(performance.now() - startedAt));
    phase = 'up';
  }
  await pause(1_000);
  loading = false;
  await load;

  expect(server.child.pid).toBe(pid);
  expect(server.child.exitCode).toBeNull();
  for (const one of sent) expectSound(one);
  const failedWhileDown = sent.filter((s) => s.phase === 'down' && s.answer && s.answer.status >= 500);
  expect(failedWhileDown.length).toBeGreaterThan(0);
  const writesWhileDown = sent.filter((s) => s.what === 'convert' && s.phase === 'down').length;
  expect(writesWhileDown).toBeGreaterThan(0);

  // Each conversion: acknowledged means applied; failed means applied at most once, and the retry makes it once.
  const database = await cluster.connect();
  const emails = members.map((m) => m.email);
  const before = await readLedgerState(database.db, emails);
  expectLedgerInvariants(before);
  for (const op of conversions) {
    if (op.outcome === 'ok') expect(isApplied(op, before), 'an acknowledged conversion').toBe(true);
  }
  const failed = conversions.filter((op) => op.outcome !== 'ok');
  for (const op of failed) {
    await sendOp(server, op);
    expect(op.outcome, 'a conversion retried after recovery').toBe('ok');
  }
  const after = await readLedgerState(database.db, emails);
  expectLedgerInvariants(after);
  for (const op of conversions) expect(isApplied(op, after)).toBe(true);
  const coinsConverted = after.entries.filter((e) => e.kind === 'conversion' && e.currency === 'coins').length;
  expect(coinsConverted).toBe(conversions.length);
  console.log(
    `[failure-postgres] ${sent.length} requests, ${failedWhileDown.length} answered 5xx while PostgreSQL was ` +
      `down; ${conversions.length} conversions, ${writesWhileDown} sent while down (${failed.length} failed, ` +
      `${failed.filter((op) => isApplied(op, before)).length} of those applied anyway, then each once on retry); ` +
      `recovered ${recoveries.join(' ms and ')} ms after each start (fast, immediate), same pid`,
  );
});
