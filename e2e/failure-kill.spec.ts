// kill -9 of the server in the middle of a burst of wallet operations, then a restart on the same database: every
// ledger invariant holds, nothing is half-applied, everything the server acknowledged is there, and sending every
// operation again (same request id, same order, the same signed webhook event) applies nothing twice. On PostgreSQL (a private cluster) and on
// PGlite (its data directory), the two databases the server runs on.
import path from 'node:path';
import { expect } from '@playwright/test';
import { openDatabase, type OpenDatabaseOptions } from '../src/server/db/client.ts';
import { demoAdmin, demoPassword } from './fixtures/accounts.ts';
import {
  earnCoinsInRing,
  expectLedgerInvariants,
  isApplied,
  keyOf,
  type LedgerState,
  randomOp,
  readLedgerState,
  sendOp,
  type WalletOp,
  webhookSecret,
} from './fixtures/failure-ledger.ts';
import { type ClusterFixtures, test } from './fixtures/failure-postgres.ts';
import {
  freePort,
  killServer,
  type Member,
  type Server,
  type ServerFixtures,
  signIn,
  signUp,
  stopServer,
  verifyEmailThroughSmtp,
  waitForHealth,
} from './fixtures/failure-server.ts';

const memberCount = 6;
const workers = 12;
// The kill comes once this many burst operations were answered, with `workers` more on their way.
const answeredBeforeKill = 40;

type Store = { env: Record<string, string>; database: OpenDatabaseOptions };
type StoreFixtures = Pick<ServerFixtures, 'makeTempDir'> & ClusterFixtures;

// Both made through fixtures, which remove them after the test however it ends.
const stores: Record<'PostgreSQL' | 'PGlite', (fixtures: StoreFixtures) => Promise<Store>> = {
  PostgreSQL: async ({ makeTempDir, createCluster }) => {
    const cluster = await createCluster();
    // The data directory still holds the auth secret (and uploads), kept across the restart like the database.
    const dataDir = makeTempDir('market-failure-kill-');
    return {
      env: { DATABASE_URL: cluster.url, DATA_DIR: dataDir },
      database: { kind: 'postgres', url: cluster.url, poolSize: 2 },
    };
  },
  PGlite: async ({ makeTempDir }) => {
    const dataDir = makeTempDir('market-failure-kill-');
    return { env: { DATA_DIR: dataDir }, database: { kind: 'pglite', dataDir: path.join(dataDir, 'db') } };
  },
};

async function readStateOnce(options: OpenDatabaseOptions, emails: string[]): Promise<LedgerState> {
  const database = await openDatabase(options);
  try {
    return await readLedgerState(database.db, emails);
  } finally {
    await database.close();
  }
}

const isRefusedConnection = (error: unknown): boolean =>
  error instanceof Error &&
  (/ECONNREFUSED|ECONNRESET/.test(String((error as { code?: unknown }).code ?? error.message)) ||
    isRefusedConnection(error.cause));

/**
 * Reads the ledger on a new connection. Now and then, in one run in a few, the private cluster refused the test's
 * own connection just after the kill while its log showed it up and serving (the cause is not known): the read is
 * tried again then, a few times. What the server wrote is not read differently for it.
 */
async function readState(options: OpenDatabaseOptions, emails: string[]): Promise<LedgerState> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await readStateOnce(options, emails);
    } catch (error) {
      if (attempt >= 5 || !isRefusedConnection(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

/**
 * Runs the burst until the server is dead. Sending goes on between the kill and the exit: on a fast machine every
 * request in flight when the kill is decided may already have been answered, and then nothing would be cut.
 */
async function burstUntilKilled(server: Server, members: Member[], ops: WalletOp[]): Promise<void> {
  let answered = 0;
  let killing: Promise<void> | undefined;
  let dead = false;
  const worker = async () => {
    while (!dead) {
      const op = randomOp(members[Math.floor(Math.random() * members.length)]!);
      ops.push(op);
      await sendOp(server, op);
      answered += 1;
      if (answered >= answeredBeforeKill) killing ??= killServer(server).then(() => void (dead = true));
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  await killing;
}

for (const [name, open] of Object.entries(stores)) {
  test(`kill -9 during a wallet burst on ${name}: the ledger holds and a retry applies nothing twice`, async ({
    makeTempDir,
    createCluster,
    startServer,
    listenSmtp,
  }) => {
    // Setup alone (demo seed, six members, a ring of deals) takes a minute beside two other workers on a slow
    // machine; on PGlite each restart replays the database too.
    test.setTimeout(240_000);
    const store = await open({ makeTempDir, createCluster });
    const port = await freePort();
    // Members verify their email from the mailed link before they may convert or withdraw.
    const smtpPort = await freePort();
    const smtp = await listenSmtp(smtpPort);
    // The demo admin approves the listings the members earn their convertible coins with.
    const env = {
      ...store.env,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SEED_DEMO: 'true',
    };
    let server = startServer(port, env);
    await waitForHealth(server);
    const members = await Promise.all(Array.from({ length: memberCount }, () => signUp(server)));
    await Promise.all(members.map((member) => verifyEmailThroughSmtp(server, smtp, member)));
    // Funds to convert and withdraw: one top-up each, acknowledged before the burst, half through the webhook.
    for (const [n, member] of members.entries()) {
      const pay = n % 2 === 0 ? 'checkout' : 'webhook';
      const funding: WalletOp = { kind: 'buy', member, coins: 1000, pay, outcome: 'cut' };
      await sendOp(server, funding);
      expect(funding.outcome).toBe('ok');
    }
    // Half of it earned in deals, the only coins that convert to cash.
    await earnCoinsInRing(server, await signIn(server, demoAdmin, demoPassword), members, 500);

    const ops: WalletOp[] = [];
    await burstUntilKilled(server, members, ops);
    expect(server.child.signalCode).toBe('SIGKILL');
    const emails = members.map((m) => m.email);

    // Straight after the kill, before any restart: what the database recovered.
    const afterKill = await readState(store.database, emails);
    const movements = expectLedgerInvariants(afterKill);
    for (const op of ops) {
      // Acknowledged means durable; refused means nothing was written.
      if (op.outcome === 'ok') expect(isApplied(op, afterKill), `${op.kind} acknowledged`).toBe(true);
      if (op.outcome === 'refused') expect(isApplied(op, afterKill), `${op.kind} refused`).toBe(false);
    }
    const cut = ops.filter((op) => op.outcome === 'cut');
    expect(cut.length).toBeGreaterThan(0);
    // A purchase has nothing to refuse: the checkout and its payment, on the test page or by webhook, succeed.
    expect(ops.filter((op) => op.kind === 'buy' && op.outcome === 'refused')).toEqual([]);
    const webhookPaid = ops.filter((op) => op.kind === 'buy' && op.pay === 'webhook' && op.outcome === 'ok').length;

    const restartedAt = performance.now();
    server = startServer(port, env);
    await waitForHealth(server);
    const restartMs = performance.now() - restartedAt;

    // Every operation again, as a client unsure of its outcome would send it: the same request id, the same order.
    const retried = ops.filter((op) => op.kind !== 'buy' || op.orderId);
    const wasApplied = new Map(retried.map((op) => [op, isApplied(op, afterKill)]));
    for (const op of retried) {
      const answer = await sendOp(server, op);
      // Applied before: answered as done, not refused for a balance the first time already spent.
      if (wasApplied.get(op)) expect(answer?.status, `${op.kind} retried`).toBeLessThan(300);
      else expect(op.outcome === 'ok' || op.outcome === 'refused', `${op.kind}: ${answer?.status}`).toBe(true);
    }
    expect(await stopServer(server)).toBe(0);

    const afterRetry = await readState(store.database, emails);
    expectLedgerInvariants(afterRetry);
    for (const op of retried) {
      const key = keyOf(op, afterRetry);
      const before = afterKill.entries.filter((e) => key && e.idempotencyKey === key).map((e) => e.id);
      const after = afterRetry.entries.filter((e) => key && e.idempotencyKey === key).map((e) => e.id);
      // Applied once before the kill: the very same entries, none added. Otherwise applied now iff accepted now.
      if (wasApplied.get(op)) expect(after.sort()).toEqual(before.sort());
      else expect(isApplied(op, afterRetry), `${op.kind} retried: ${op.outcome}`).toBe(op.outcome === 'ok');
    }
    console.log(
      `[failure-kill] ${name}: ${ops.length} burst operations (${webhookPaid} top-ups by signed webhook), ` +
        `killed with ${cut.length} unanswered ` +
        `(${cut.filter((op) => isApplied(op, afterKill)).length} of them applied, the rest not at all); ` +
        `${movements} movements after the kill, ${expectLedgerInvariants(afterRetry)} after the retries; ` +
        `restart to healthy ${Math.round(restartMs)} ms`,
    );
  });
}
