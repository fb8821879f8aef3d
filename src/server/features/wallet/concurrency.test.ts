// Parallel requests against one balance, on PostgreSQL (PGlite runs one transaction at a time, so it cannot show a
// missing lock): exactly as many succeed as the balance covers, the rest are told why, and the balance is exact.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema/index.ts';
import { createTestApp, type TestContext, testDatabaseKind } from '../../test/app.ts';
import { earnCoins } from '../../test/earned-coins.ts';
import { fundWallet, readBalances } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const balancesOf = (userId: string) => readBalances(t.db, userId);

describe.runIf(testDatabaseKind() === 'postgres')('the wallet under parallel requests', () => {
  it('lets exactly 10 of 50 parallel $25 withdrawals through a $250 balance', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    await fundWallet(t, user.id, { cashCents: 25_000 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/wallet/withdrawals',
          headers: { cookie },
          payload: { amountCents: 2500, acceptTerms: true, requestId: randomUUID() },
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    const refused = answers.filter((res) => res.statusCode !== 201);
    expect(refused).toHaveLength(40);
    for (const res of refused) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Insufficient balance');
    }
    expect((await balancesOf(user.id)).cash).toBe(0);
    expect(await t.db.$count(ledgerEntries, eq(ledgerEntries.userId, user.id))).toBe(11);
  });

  it('lets exactly 10 of 50 parallel 100 DC conversions through 1,000 coins', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    await earnCoins(t, user.id, 1000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/wallet/convert',
          headers: { cookie },
          payload: { coins: 100, acceptTerms: true, requestId: randomUUID() },
        }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(10);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.json().error.message).toBe('Insufficient coins');
    }
    expect(await balancesOf(user.id)).toEqual({ cash: 9000, coins: 0 });
  });

  it('makes one withdrawal of 20 parallel retries of the same request', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    await fundWallet(t, user.id, { cashCents: 10_000 });
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/wallet/withdrawals',
          headers: { cookie },
          payload: { amountCents: 2500, acceptTerms: true, requestId },
        }),
      ),
    );
    expect(new Set(answers.map((res) => res.json().withdrawal.id)).size).toBe(1);
    expect((await balancesOf(user.id)).cash).toBe(7500);
  });
});
