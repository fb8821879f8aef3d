// Two admin actions on the same members at the same moment. On PostgreSQL they really overlap (the pool has four
// connections); on PGlite they run one after the other, in either order. Either way the outcome must be one the
// actions could have reached one at a time, and never an error of the server's own (a deadlock is one).
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerEntries, messageReports, messages, offers, users } from '../../db/schema/index.ts';
import { lockMemberEvents, transactWithEvents } from '../../platform/events/record.ts';
import { createTestApp, type TestContext, testDatabaseKind } from '../../test/app.ts';
import { createConversation, createUser, fundWallet } from '../../test/factories.ts';
import { earnCoins } from '../../test/earned-coins.ts';
import { deleteUser, setUserRole, suspendUser } from '../accounts/service.ts';
import { actOnReport } from '../messaging/service.ts';
import {
  convertCoins,
  decideWithdrawal,
  findBalances,
  requestWithdrawal,
  reverseTransaction,
  transferCoins,
} from '../wallet/service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rounds = 4;

/** What a settled action came to: 'ok', or the code of the app's refusal; anything else fails the test. */
const outcome = (result: PromiseSettledResult<unknown>) => {
  if (result.status === 'fulfilled') return 'ok';
  const code = (result.reason as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[A-Z_]+$/.test(code)) throw result.reason;
  return code;
};

const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const activeAdmins = async () =>
  (await t.db.select().from(users).where(eq(users.role, 'admin'))).filter((u) => u.status === 'active');

describe('two admins at once', () => {
  it('one deleting the other while being demoted by them: exactly one wins, and an active admin remains', async () => {
    for (let round = 0; round < rounds; round++) {
      // Only these two run the platform.
      await t.db.update(users).set({ role: 'user' });
      const [cal, dee] = [await createUser(t.db, { role: 'admin' }), await createUser(t.db, { role: 'admin' })];
      const results = await Promise.allSettled([
        deleteUser(t.ctx, cal, dee.id),
        setUserRole(t.ctx, dee, { userId: cal.id, role: 'user' }),
      ]);
      const [deletion, demotion] = results.map(outcome);
      // The loser is no longer an admin (demoted or deleted) or would leave none: refused either way.
      expect([deletion, demotion].filter((o) => o === 'ok')).toHaveLength(1);
      expect([deletion, demotion].find((o) => o !== 'ok')).toMatch(/^(LAST_ADMIN|FORBIDDEN)$/);
      const admins = await activeAdmins();
      expect(admins).toHaveLength(1);
      if (deletion === 'ok') {
        expect(await userRow(dee.id)).toBeUndefined();
        expect(admins[0]?.id).toBe(cal.id);
      } else {
        expect(await userRow(cal.id)).toMatchObject({ role: 'user' });
        expect(admins[0]?.id).toBe(dee.id);
      }
    }
  });

  it('one suspending a member while the other deletes them: both orders end with the member gone, audited as done', async () => {
    const [ann, bea] = [await createUser(t.db, { role: 'admin' }), await createUser(t.db, { role: 'admin' })];
    for (let round = 0; round < rounds; round++) {
      const member = await createUser(t.db);
      const results = await Promise.allSettled([
        suspendUser(t.ctx, ann, { userId: member.id, reason: 'Spam' }),
        deleteUser(t.ctx, bea, member.id),
      ]);
      const [suspension, deletion] = results.map(outcome);
      expect(deletion).toBe('ok');
      // Suspended first, then deleted; or deleted first, and the suspension finds no one.
      expect(suspension).toMatch(/^(ok|NOT_FOUND)$/);
      expect(await userRow(member.id)).toBeUndefined();
      const audited = await t.db.select().from(auditLog).where(eq(auditLog.targetId, member.id));
      expect(audited.map((a) => a.action).sort()).toEqual(
        suspension === 'ok' ? ['user.delete', 'user.suspend'] : ['user.delete'],
      );
    }
  });

  it('one acting on a report while the other makes its sender an admin: an admin is never suspended from a report', async () => {
    const [ann, bea] = [await createUser(t.db, { role: 'admin' }), await createUser(t.db, { role: 'admin' })];
    for (let round = 0; round < rounds; round++) {
      const sender = await createUser(t.db);
      const reporter = await createUser(t.db);
      const conversation = await createConversation(t.db, {
        participantA: sender.id,
        participantB: reporter.id,
        messages: [{ from: 'a', body: 'Buy followers cheap' }],
      });
      const [message] = await t.db.select().from(messages).where(eq(messages.conversationId, conversation.id));
      const [report] = await t.db
        .insert(messageReports)
        .values({ messageId: message!.id, reporterId: reporter.id, reason: 'Spam' })
        .returning();

      const results = await Promise.allSettled([
        actOnReport(t.ctx, ann, { reportId: report!.id, reason: 'Spamming' }),
        setUserRole(t.ctx, bea, { userId: sender.id, role: 'admin' }),
      ]);
      const [act, promotion] = results.map(outcome);
      expect(promotion).toBe('ok');
      const [after] = await t.db.select().from(messageReports).where(eq(messageReports.id, report!.id));
      if (act === 'ok') {
        // Suspended as a member, then promoted: a suspended admin, as the Users tab allows.
        expect(await userRow(sender.id)).toMatchObject({ role: 'admin', status: 'suspended' });
        expect(after?.status).toBe('actioned');
      } else {
        expect(act).toBe('SENDER_IS_ADMIN');
        expect(await userRow(sender.id)).toMatchObject({ role: 'admin', status: 'active' });
        expect(after?.status).toBe('open');
      }
    }
  });
});

describe('money moved by two admins at once', () => {
  const balancesOf = (...ids: string[]) => Promise.all(ids.map((id) => findBalances(t.db, id)));

  it('two reversals of one deal, from either side: one undoes it, the other is refused, no coin made', async () => {
    const [ann, bea] = [await createUser(t.db, { role: 'admin' }), await createUser(t.db, { role: 'admin' })];
    for (let round = 0; round < rounds; round++) {
      const [payer, payee] = [await createUser(t.db), await createUser(t.db)];
      await fundWallet(t, payer.id, { coins: 100 });
      await transactWithEvents(t.ctx, (tx) =>
        transferCoins(tx, {
          fromUserId: payer.id,
          toUserId: payee.id,
          coins: 60,
          description: 'Deal',
          idempotencyKey: `deal:${randomUUID()}`,
        }),
      );
      const entries = await t.db
        .select()
        .from(ledgerEntries)
        .where(inArray(ledgerEntries.userId, [payer.id, payee.id]));
      const sent = entries.find((e) => e.userId === payer.id && e.kind === 'deal')!;
      const received = entries.find((e) => e.userId === payee.id && e.kind === 'deal')!;
      // The same entry twice in one round, the two sides in the next.
      const second = round % 2 === 0 ? sent : received;
      const results = await Promise.allSettled([
        reverseTransaction(t.ctx, ann, sent.id),
        reverseTransaction(t.ctx, bea, second.id),
      ]);
      expect(results.map(outcome).sort()).toEqual(['ALREADY_REVERSED', 'ok']);
      expect((await balancesOf(payer.id, payee.id)).map((b) => b.dragonCoins)).toEqual([100, 0]);
    }
  });

  it('paying and rejecting one withdrawal at once: one decision stands, the cash leaves or returns once', async () => {
    const [ann, bea] = [await createUser(t.db, { role: 'admin' }), await createUser(t.db, { role: 'admin' })];
    for (let round = 0; round < rounds; round++) {
      const member = await createUser(t.db);
      await fundWallet(t, member.id, { cashCents: 5000 });
      const { withdrawal } = await requestWithdrawal(t.ctx, member, { amountCents: 2500, requestId: randomUUID() });
      const results = await Promise.allSettled([
        decideWithdrawal(t.ctx, ann, { withdrawalId: withdrawal.id, decision: 'paid' }),
        decideWithdrawal(t.ctx, bea, { withdrawalId: withdrawal.id, decision: 'rejected' }),
      ]);
      const [paid, rejected] = results.map(outcome);
      expect([paid, rejected].sort()).toEqual(['WITHDRAWAL_DECIDED', 'ok']);
      const [balance] = await balancesOf(member.id);
      // Paid: the held $25 is gone. Rejected: it came back, once.
      expect(balance?.cashBalanceCents).toBe(paid === 'ok' ? 2500 : 5000);
    }
  });

  it('a reversal while the member spends what the movement gave them: never below zero', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    for (let round = 0; round < rounds; round++) {
      const member = await createUser(t.db);
      // Earned in a deal, so that they can be converted; the admin reverses the deal.
      await earnCoins(t, member.id, 100);
      const [credit] = await t.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, member.id), eq(ledgerEntries.currency, 'coins')));
      const results = await Promise.allSettled([
        reverseTransaction(t.ctx, admin, credit!.id),
        convertCoins(t.ctx, member, { coins: 100, requestId: randomUUID() }),
      ]);
      const [reversal, conversion] = results.map(outcome);
      // Whichever ran second found the coins gone: the reversal as a conflict, the conversion as more than there is.
      expect([reversal, conversion]).toEqual(
        reversal === 'ok' ? ['ok', 'INSUFFICIENT_COINS'] : ['ALREADY_SPENT', 'ok'],
      );
      const [balance] = await balancesOf(member.id);
      expect(balance).toEqual(
        reversal === 'ok' ? { cashBalanceCents: 0, dragonCoins: 0 } : { cashBalanceCents: 900, dragonCoins: 0 },
      );
    }
  });
});

// Only PostgreSQL runs two transactions at once; PGlite would queue the admin's behind the member's and wait forever.
describe.runIf(testDatabaseKind() === 'postgres')('an admin acting on a member while the member writes', () => {
  it('suspends a member whose own transaction has inserted a row pointing at them and waits for their event lock', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const member = await createUser(t.db);
    let inserted!: () => void;
    const hasInserted = new Promise<void>((resolve) => (inserted = resolve));
    let proceed!: () => void;
    const mayProceed = new Promise<void>((resolve) => (proceed = resolve));
    // The member posting a listing that goes live: the insert takes a key-share lock on their row, and only then
    // does the transaction take their event lock to alert subscribers.
    const posting = transactWithEvents(t.ctx, async (tx) => {
      await tx.insert(offers).values({
        userId: member.id,
        kind: 'service',
        title: 'Garden tidy-up',
        category: 'Home & Garden',
        description: 'Weeding',
        priceCashCents: 3000,
        priceUnit: 'hour',
        paymentTypes: ['cash'],
      });
      inserted();
      await mayProceed;
      await lockMemberEvents(tx, [member.id]);
    });
    await hasInserted;
    // Locking the member's row FOR UPDATE would wait for the insert's key share while holding the event lock the
    // member's transaction is about to ask for: a deadlock. FOR NO KEY UPDATE does not wait.
    const suspended = await suspendUser(t.ctx, admin, { userId: member.id, reason: 'Spam' });
    proceed();
    await posting;
    expect(suspended).toMatchObject({ status: 'suspended' });
    expect(await t.db.$count(offers, eq(offers.userId, member.id))).toBe(1);
  });
});
