import { randomInt, randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, knownDevices } from '../../db/schema/index.ts';
import { createTestApp, type TestContext, testDatabaseKind } from '../../test/app.ts';
import { createUser, defaultPassword } from '../../test/factories.ts';
import { signInPolicy, waitAfter } from './sign-in.ts';

const wrongPassword = 'Not-the-password-1';

/** A clock the test moves on by hand, so the delays and the lock pass without waiting. */
function manualClock() {
  let nowMs = Date.parse('2026-01-01T00:00:00Z');
  return { now: () => nowMs, advance: (ms: number) => (nowMs += ms) };
}

const signIn = (
  app: FastifyInstance,
  email: string,
  password: string,
  options: { from?: string; cookie?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    remoteAddress: options.from ?? '127.0.0.1',
    headers: options.cookie ? { cookie: options.cookie } : {},
  });

const knownDeviceCookie = (res: LightMyRequestResponse) => {
  const cookie = res.cookies.find((c) => c.name.endsWith('market.known_device'));
  return cookie ? `${cookie.name}=${cookie.value}` : '';
};

/**
 * Fails `count` times on one account, each try from the next loopback address and app, waiting out each delay on
 * the shared clock first; every failure returns 401.
 */
async function failSignIns(
  apps: FastifyInstance[],
  email: string,
  clock: { advance: (ms: number) => number },
  count: number,
  network = '127.0.0',
) {
  for (let i = 0; i < count; i += 1) {
    clock.advance(waitAfter(i));
    const app = apps[i % apps.length] as FastifyInstance;
    const res = await signIn(app, email, wrongPassword, { from: `${network}.${2 + (i % 5)}` });
    expect(res.statusCode, res.body).toBe(401);
  }
}

const lockedMailsTo = (t: TestContext, email: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'sign_in_locked')));

describe('sign-in throttling per account', () => {
  const clock = manualClock();
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
  });
  afterAll(() => t.close());

  it('slows an account after repeated failures from several addresses, with a growing wait', async () => {
    const user = await createUser(t.db);
    await failSignIns([t.app], user.email, clock, signInPolicy.slowAfter);
    const slowed = await signIn(t.app, user.email, defaultPassword, { from: '127.0.0.9' });
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().error).toEqual({
      code: 'SIGN_IN_SLOWED',
      message: 'Too many failed sign-in attempts. Please wait 1 second and try again.',
    });
    expect(slowed.headers['retry-after']).toBe('1');
    clock.advance(1000);
    expect((await signIn(t.app, user.email, wrongPassword, { from: '127.0.0.10' })).statusCode).toBe(401);
    const longer = await signIn(t.app, user.email, wrongPassword, { from: '127.0.0.11' });
    expect(longer.json().error.message).toBe('Too many failed sign-in attempts. Please wait 2 seconds and try again.');
    // Once the wait is over, the right password works and the count starts again.
    clock.advance(2000);
    expect((await signIn(t.app, user.email, defaultPassword)).statusCode).toBe(200);
    expect((await signIn(t.app, user.email, wrongPassword)).statusCode).toBe(401);
    expect((await signIn(t.app, user.email, defaultPassword)).statusCode).toBe(200);
  }, 90_000);

  it('then locks it for 15 minutes, even to the right password, and emails the owner once', async () => {
    const user = await createUser(t.db);
    await failSignIns([t.app], user.email, clock, signInPolicy.lockAfter);
    const locked = await signIn(t.app, user.email, defaultPassword, { from: '127.0.0.20' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toEqual({
      code: 'ACCOUNT_LOCKED',
      message:
        'Too many failed sign-in attempts. This account is locked; please try again in 15 minutes or reset your password.',
    });
    expect(locked.headers['retry-after']).toBe(String(15 * 60));
    clock.advance(10 * 60 * 1000);
    const later = await signIn(t.app, user.email, defaultPassword, { from: '127.0.0.21' });
    expect(later.json().error.message).toMatch(/try again in 5 minutes/);
    await t.app.ctx.background.settle();
    const mails = await lockedMailsTo(t, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.payload).toMatchObject({ lockMinutes: 15 });
    clock.advance(5 * 60 * 1000);
    expect((await signIn(t.app, user.email, defaultPassword)).statusCode).toBe(200);
  }, 90_000);

  it('still lets the owner in from a browser that signed in before, and only with the right password', async () => {
    const user = await createUser(t.db);
    const first = await signIn(t.app, user.email, defaultPassword);
    const device = knownDeviceCookie(first);
    expect(device).not.toBe('');
    await failSignIns([t.app], user.email, clock, signInPolicy.lockAfter);
    expect((await signIn(t.app, user.email, defaultPassword)).statusCode).toBe(429);
    expect((await signIn(t.app, user.email, wrongPassword, { cookie: device })).statusCode).toBe(401);
    expect((await signIn(t.app, user.email, defaultPassword, { cookie: device })).statusCode).toBe(200);
    // The owner's sign-in does not lift the lock for everyone else.
    expect((await signIn(t.app, user.email, defaultPassword)).statusCode).toBe(429);
    // The cookie is for that account only.
    const other = await createUser(t.db);
    await failSignIns([t.app], other.email, clock, signInPolicy.lockAfter);
    expect((await signIn(t.app, other.email, defaultPassword, { cookie: device })).statusCode).toBe(429);
    expect(
      (await signIn(t.app, other.email, defaultPassword, { cookie: 'market.known_device=forged' })).statusCode,
    ).toBe(429);
  }, 90_000);

  it('gives the browser a new device token at every sign-in, kept hashed, and the old one stops counting', async () => {
    const user = await createUser(t.db);
    const first = knownDeviceCookie(await signIn(t.app, user.email, defaultPassword));
    const second = knownDeviceCookie(await signIn(t.app, user.email, defaultPassword, { cookie: first }));
    expect(second).not.toBe('');
    expect(second).not.toBe(first);
    const tokenOf = (cookie: string) => cookie.split('=')[1] ?? '';
    expect(tokenOf(second)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // One browser, one remembered token, and never the token itself.
    const stored = await t.db.select().from(knownDevices).where(eq(knownDevices.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toBe(tokenOf(second));
    expect(stored[0]?.tokenHash).not.toBe(tokenOf(first));

    await failSignIns([t.app], user.email, clock, signInPolicy.lockAfter);
    const replayed = await signIn(t.app, user.email, defaultPassword, { cookie: first });
    expect(replayed.statusCode).toBe(429);
    expect(replayed.json().error.code).toBe('ACCOUNT_LOCKED');
    const owner = await signIn(t.app, user.email, defaultPassword, { cookie: second });
    expect(owner.statusCode, owner.body).toBe(200);
    // Signing in during the lock rotates the token too: the one just used is spent.
    const third = knownDeviceCookie(owner);
    expect((await signIn(t.app, user.email, defaultPassword, { cookie: second })).statusCode).toBe(429);
    expect((await signIn(t.app, user.email, defaultPassword, { cookie: third })).statusCode).toBe(200);
  }, 90_000);

  it('keeps one browser known to several accounts, each with its own token', async () => {
    const [anna, ben] = [await createUser(t.db), await createUser(t.db)];
    const afterAnna = knownDeviceCookie(await signIn(t.app, anna.email, defaultPassword));
    const afterBen = knownDeviceCookie(await signIn(t.app, ben.email, defaultPassword, { cookie: afterAnna }));
    expect(afterBen.split('=')[1]?.split('.')).toHaveLength(2);
    await failSignIns([t.app], anna.email, clock, signInPolicy.lockAfter);
    await failSignIns([t.app], ben.email, clock, signInPolicy.lockAfter);
    const annaIn = await signIn(t.app, anna.email, defaultPassword, { cookie: afterBen });
    expect(annaIn.statusCode, annaIn.body).toBe(200);
    expect((await signIn(t.app, ben.email, defaultPassword, { cookie: knownDeviceCookie(annaIn) })).statusCode).toBe(
      200,
    );
  }, 90_000);

  it('emails the owner once per lock, however often the locked account is tried', async () => {
    const user = await createUser(t.db);
    const device = knownDeviceCookie(await signIn(t.app, user.email, defaultPassword));
    await failSignIns([t.app], user.email, clock, signInPolicy.lockAfter);
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn(t.app, user.email, wrongPassword, { from: `127.0.3.${i}` })).statusCode).toBe(429);
      expect((await signIn(t.app, user.email, wrongPassword, { cookie: device })).statusCode).toBe(401);
    }
    await t.app.ctx.background.settle();
    expect(await lockedMailsTo(t, user.email)).toHaveLength(1);
    // The lock ends 15 minutes after the last failure; a new lock is a new email.
    clock.advance(signInPolicy.lockMs);
    await failSignIns([t.app], user.email, clock, signInPolicy.lockAfter);
    await t.app.ctx.background.settle();
    expect(await lockedMailsTo(t, user.email)).toHaveLength(2);
  }, 90_000);

  it('answers an unknown email exactly as a known one, and sends no email for it', async () => {
    const user = await createUser(t.db);
    const unknown = `nobody-${user.id}@example.com`;
    const answers: { known: string[]; unknown: string[] } = { known: [], unknown: [] };
    const tryBoth = async () => {
      answers.known.push((await signIn(t.app, user.email, wrongPassword)).body);
      answers.unknown.push((await signIn(t.app, unknown, wrongPassword)).body);
    };
    for (let i = 0; i < signInPolicy.lockAfter; i += 1) {
      clock.advance(waitAfter(i));
      await tryBoth();
    }
    await tryBoth();
    expect(answers.unknown).toEqual(answers.known);
    expect(answers.known.at(-1)).toMatch(/ACCOUNT_LOCKED/);
    await t.app.ctx.background.settle();
    expect(await lockedMailsTo(t, unknown)).toHaveLength(0);
  }, 90_000);
});

describe('address limits', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it('count an IPv6 client per /64, not per address', async () => {
    const email = 'nobody@example.com';
    for (const from of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::3']) {
      expect((await signIn(t.app, email, wrongPassword, { from })).statusCode).toBe(401);
    }
    const refused = await signIn(t.app, email, wrongPassword, { from: '2001:db8:1:2:abcd::9' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    // The next /64 is another client.
    expect((await signIn(t.app, email, wrongPassword, { from: '2001:db8:1:3::1' })).statusCode).toBe(401);
  });
});

/** Two apps (two server processes, in effect) sharing their counters, failing on one account from many addresses. */
function describeSharedCounters(openPair: (clock: () => number) => Promise<[TestContext, TestContext]>) {
  const clock = manualClock();
  // Addresses of this run alone: a Redis is shared by every test run on the machine.
  const network = `127.${randomInt(1, 255)}.${randomInt(1, 255)}`;
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    [first, second] = await openPair(clock.now);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('lock an account failed on from several addresses through both, on both', async () => {
    const user = await createUser(first.db);
    await failSignIns([first.app, second.app], user.email, clock, signInPolicy.lockAfter, network);
    for (const app of [first.app, second.app]) {
      const res = await signIn(app, user.email, defaultPassword, { from: `${network}.30` });
      expect(res.statusCode).toBe(429);
      expect(res.json().error.code).toBe('ACCOUNT_LOCKED');
    }
  }, 90_000);

  it('share the per-address limit too', async () => {
    const stranger = `nobody-${randomUUID()}@example.com`;
    for (let i = 0; i < 4; i += 1) {
      const app = (i % 2 === 0 ? first : second).app;
      expect((await signIn(app, stranger, wrongPassword, { from: `${network}.40` })).statusCode).toBe(401);
    }
    expect((await signIn(second.app, stranger, wrongPassword, { from: `${network}.40` })).statusCode).toBe(429);
    expect((await signIn(first.app, stranger, wrongPassword, { from: `${network}.41` })).statusCode).toBe(401);
  });
}

describe.runIf(testDatabaseKind() === 'postgres')('counters in PostgreSQL across two server processes', () => {
  describeSharedCounters(async (clock) => {
    const env = { AUTH_RATE_LIMIT_PER_MINUTE: '4' };
    const first = await createTestApp({ env, clock });
    return [first, await createTestApp({ env, clock, sameDatabaseAs: first })];
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await isReachable(redisUrl);

// Each app on its own database: whatever they share is in Redis.
describe.skipIf(!redisUp)(
  `counters in Redis (REDIS_URL) across two server processes${redisUp ? '' : `: skipped, no Redis at ${redisUrl}`}`,
  () => {
    describeSharedCounters(async (clock) => {
      const env = { REDIS_URL: redisUrl, AUTH_RATE_LIMIT_PER_MINUTE: '4' };
      return [await createTestApp({ env, clock }), await createTestApp({ env, clock })];
    });
  },
);

function isReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}
