// A ruling and the opener's withdrawal sent at once, on PostgreSQL, each through its own connection: both take the
// proposal row's lock first, so one closes the case and the other finds it closed (409), and the coins move once or
// not at all, every balance still the sum of its ledger entries. PGlite runs one transaction at a time, so it could
// not show a missing lock: this runs on PostgreSQL only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disputes, proposals } from '../../db/schema/index.ts';
import { createTestApp, type TestContext, testDatabaseKind } from '../../test/app.ts';
import { dealRequests } from '../../test/deal-requests.ts';
import { fundWallet } from '../../test/factories.ts';
import { findCheckedCoins } from '../../test/ledger-balances.ts';
import type { Signed } from '../../test/proposal-requests.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { post, acceptCoinsDeal } = dealRequests(() => t);
const rounds = 20;
const price = 100;

const coinsOf = (who: Signed[]) =>
  findCheckedCoins(
    t.db,
    who.map((member) => member.user.id),
  );

describe.runIf(testDatabaseKind() === 'postgres')('a ruling and a withdrawal at once', () => {
  it('lets exactly one close the case, and moves the coins once or not at all', async () => {
    const [provider, payer, admin] = await Promise.all([
      createSignedInMember(t.app),
      createSignedInMember(t.app),
      createSignedInMember(t.app, { role: 'admin' }),
    ]);
    const outcomes = new Set<string>();
    for (let round = 0; round < rounds; round += 1) {
      await fundWallet(t, payer.user.id, { coins: price });
      const id = await acceptCoinsDeal(payer, provider, price);
      const opened = await post(`/api/proposals/${id}/dispute`, payer, {
        reason: 'not delivered',
        statement: 'Nothing came.',
      });
      expect(opened.statusCode, opened.body).toBe(200);
      const disputeId: string = opened.json().dispute.id;
      const [before] = await coinsOf([payer]);
      const [ruled, withdrawn] = await Promise.all([
        post(`/api/admin/disputes/${disputeId}/resolve`, admin, {
          outcome: 'refund',
          note: 'Refunded.',
          withoutStatement: true,
        }),
        post(`/api/proposals/${id}/dispute/withdraw`, payer),
      ]);
      expect([ruled.statusCode, withdrawn.statusCode].sort(), `${ruled.body} ${withdrawn.body}`).toEqual([200, 409]);
      const [after] = await coinsOf([payer]);
      const [dispute] = await t.db.select({ status: disputes.status }).from(disputes).where(eq(disputes.id, disputeId));
      const [deal] = await t.db
        .select({ status: proposals.status, disputed: proposals.disputed })
        .from(proposals)
        .where(eq(proposals.id, id));
      expect(deal?.disputed).toBe(false);
      if (ruled.statusCode === 200) {
        outcomes.add('ruled');
        expect(dispute?.status).toBe('resolved');
        expect(deal?.status).toBe('cancelled');
        expect({ available: after!.available - before!.available, held: after!.held - before!.held }).toEqual({
          available: price,
          held: -price,
        });
      } else {
        outcomes.add('withdrawn');
        expect(dispute?.status).toBe('withdrawn');
        expect(deal?.status).toBe('accepted');
        expect(after).toEqual(before);
      }
    }
    console.info(`ruling vs withdrawal: ${[...outcomes].join(', ')}`);
  });
});
