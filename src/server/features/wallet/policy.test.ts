// The admin's Withdrawals and Transactions tabs offer exactly what the server allows: for each state of a withdrawal
// or a ledger entry, an action its `can` flag allows succeeds, and one it withholds is refused with nothing changed.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, users, withdrawals } from '../../db/schema/index.ts';
import { transactWithEvents } from '../../platform/events/record.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createUser, fundWallet, type User } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';
import {
  decideWithdrawal,
  findBalances,
  postMovement,
  requestWithdrawal,
  reverseTransaction,
  transferCoins,
} from './service.ts';

let t: TestContext;
let admin: Awaited<ReturnType<typeof createSignedInMember>>;
let otherAdmin: User;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInMember(t.app, { role: 'admin' });
  otherAdmin = await createUser(t.db, { role: 'admin' });
}, 120_000);
afterAll(() => t.close());

/** 'allowed', or the code of the refusal the state should meet. */
type Expected = string;
/** A record in one state: its id, and the members whose balances a refused action must leave alone. */
type Made = { id: string; members: string[] };
type State = { state: string; make: () => Promise<Made>; expected: Expected };

/** The admin's list shows a movement once, by its first entry (admin-transactions.ts): the row standing for `id`. */
async function movementRowId(id: string): Promise<string> {
  const [entry] = await t.db
    .select({ key: ledgerEntries.idempotencyKey })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.id, id));
  if (!entry?.key) return id;
  const [lead] = await t.db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, entry.key))
    .orderBy(asc(ledgerEntries.id))
    .limit(1);
  return lead!.id;
}

async function flagsFor(list: 'withdrawals' | 'transactions', id: string): Promise<Record<string, boolean>> {
  // Newest first, unfiltered: the record just made is on the first page, as the tab first shows it.
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/${list}?pageSize=100`,
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  const rowId = list === 'transactions' ? await movementRowId(id) : id;
  const item = (res.json().items as { id: string; can: Record<string, boolean> }[]).find((row) => row.id === rowId);
  expect(item, `${id} in ${list}`).toBeDefined();
  return item!.can;
}

/** What a refused action must leave as it was: the members' balances, the ledger, the withdrawals. */
const snapshot = async (memberIds: string[]) => ({
  balances: await Promise.all(memberIds.map((id) => findBalances(t.db, id))),
  entries: await t.db.$count(ledgerEntries),
  withdrawals: await t.db.select({ id: withdrawals.id, status: withdrawals.status }).from(withdrawals),
});

/** Reads the flag as the tab does, then takes the action through the API; returns 'allowed' or the refusal's code. */
async function expectAgreement(context: string, list: 'withdrawals' | 'transactions', action: string, made: Made) {
  const can = await flagsFor(list, made.id);
  expect(Object.keys(can), context).toContain(action);
  const before = await snapshot(made.members);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/${list}/${made.id}/${action}`,
    headers: { cookie: admin.cookie },
  });
  const outcome = `${context}: ${res.statusCode} ${res.body}`;
  if (can[action]) {
    expect(res.statusCode, outcome).toBe(200);
  } else {
    expect([403, 409], outcome).toContain(res.statusCode);
    expect(await snapshot(made.members), outcome).toEqual(before);
  }
  return can[action] ? 'allowed' : (res.json().error.code as string);
}

async function withdrawalBy(member: User) {
  await fundWallet(t, member.id, { cashCents: 2500 });
  const { withdrawal } = await requestWithdrawal(t.ctx, member, { amountCents: 2500, requestId: randomUUID() });
  return withdrawal;
}

const withdrawalStates: State[] = [
  {
    state: "a member's pending",
    make: async () => {
      const member = await createUser(t.db);
      return { id: (await withdrawalBy(member)).id, members: [member.id] };
    },
    expected: 'allowed',
  },
  {
    state: "the admin's own pending",
    make: async () => ({ id: (await withdrawalBy(admin.user)).id, members: [admin.user.id] }),
    expected: 'FORBIDDEN',
  },
  ...(['paid', 'rejected'] as const).map((decision) => ({
    state: `a ${decision}`,
    make: async () => {
      const member = await createUser(t.db);
      const withdrawal = await withdrawalBy(member);
      await decideWithdrawal(t.ctx, otherAdmin, { withdrawalId: withdrawal.id, decision });
      return { id: withdrawal.id, members: [member.id] };
    },
    expected: 'WITHDRAWAL_DECIDED',
  })),
];

describe('the withdrawal policy', () => {
  it('agrees with the server on Mark Paid and Reject in every state', async () => {
    for (const { state, make, expected } of withdrawalStates) {
      for (const action of ['pay', 'reject']) {
        const code = await expectAgreement(`${action} ${state} withdrawal`, 'withdrawals', action, await make());
        expect(code, `${action} ${state} withdrawal`).toBe(expected);
      }
    }
  });
});

const member = () => createUser(t.db);

const debit = (userId: string) =>
  transactWithEvents(t.ctx, (tx) =>
    postMovement(tx, {
      idempotencyKey: `debit:${randomUUID()}`,
      postings: [{ userId, currency: 'cash', delta: -100, kind: 'adjustment', description: 'Fee' }],
    }),
  );

const entryWhere = async (condition: SQL | undefined) => {
  const [entry] = await t.db.select().from(ledgerEntries).where(condition);
  return entry!;
};

/** A member's $1 fee, from the $5 they were given. */
async function fee(userId: string) {
  await fundWallet(t, userId, { cashCents: 500 });
  await debit(userId);
  return entryWhere(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.type, 'sent')));
}

/** A coins deal: `payer`, given 50 DC here, pays them to `payee`; returns the payee's side. */
async function dealTo(payer: string, payee: string) {
  await fundWallet(t, payer, { coins: 50 });
  const idempotencyKey = `deal:${randomUUID()}`;
  await transactWithEvents(t.ctx, (tx) =>
    transferCoins(tx, { fromUserId: payer, toUserId: payee, coins: 50, description: 'Deal', idempotencyKey }),
  );
  return entryWhere(and(eq(ledgerEntries.idempotencyKey, idempotencyKey), eq(ledgerEntries.userId, payee)));
}

const withdrawalEntry = (withdrawalId: string, kind: 'withdrawal' | 'reversal') =>
  entryWhere(and(eq(ledgerEntries.withdrawalId, withdrawalId), eq(ledgerEntries.kind, kind)));

const deleteAccount = (userId: string) => t.db.delete(users).where(eq(users.id, userId));

const entryStates: State[] = [
  {
    state: "a member's completed fee",
    make: async () => {
      const one = await member();
      return { id: (await fee(one.id)).id, members: [one.id] };
    },
    expected: 'allowed',
  },
  {
    state: "a side of two members' coins deal",
    make: async () => {
      const [payer, payee] = [await member(), await member()];
      return { id: (await dealTo(payer.id, payee.id)).id, members: [payer.id, payee.id] };
    },
    expected: 'allowed',
  },
  {
    state: 'a reversal',
    make: async () => {
      const one = await member();
      const reversal = await reverseTransaction(t.ctx, otherAdmin, (await fee(one.id)).id);
      return { id: reversal.entry.id, members: [one.id] };
    },
    expected: 'REVERSAL',
  },
  ...(['pending', 'failed'] as const).map((status) => ({
    state: `a ${status} purchase`,
    make: async () => {
      const one = await member();
      const [entry] = await t.db
        .insert(ledgerEntries)
        .values({
          userId: one.id,
          type: 'received',
          kind: 'purchase',
          currency: 'coins',
          amount: 100,
          description: 'Coins',
          status,
        })
        .returning();
      return { id: entry!.id, members: [one.id] };
    },
    expected: 'NOT_COMPLETED',
  })),
  ...([null, 'paid'] as const).map((decision) => ({
    state: `the hold of a ${decision ?? 'pending'} withdrawal`,
    make: async () => {
      const one = await member();
      const withdrawal = await withdrawalBy(one);
      if (decision) await decideWithdrawal(t.ctx, otherAdmin, { withdrawalId: withdrawal.id, decision });
      return { id: (await withdrawalEntry(withdrawal.id, 'withdrawal')).id, members: [one.id] };
    },
    expected: 'WITHDRAWAL',
  })),
  {
    state: 'the return of a rejected withdrawal',
    make: async () => {
      const one = await member();
      const withdrawal = await withdrawalBy(one);
      await decideWithdrawal(t.ctx, otherAdmin, { withdrawalId: withdrawal.id, decision: 'rejected' });
      return { id: (await withdrawalEntry(withdrawal.id, 'reversal')).id, members: [one.id] };
    },
    expected: 'REVERSAL',
  },
  {
    state: 'the fee of a member who deleted their account',
    make: async () => {
      const one = await member();
      const { id } = await fee(one.id);
      await deleteAccount(one.id);
      return { id, members: [] };
    },
    expected: 'MEMBER_DELETED',
  },
  {
    state: 'a deal whose other member deleted their account',
    make: async () => {
      const [payer, payee] = [await member(), await member()];
      const { id } = await dealTo(payer.id, payee.id);
      await deleteAccount(payer.id);
      return { id, members: [payee.id] };
    },
    expected: 'MEMBER_DELETED',
  },
  {
    state: "the admin's own fee",
    make: async () => ({ id: (await fee(admin.user.id)).id, members: [admin.user.id] }),
    expected: 'OWN_TRANSACTION',
  },
  {
    state: "a member's side of a deal the admin paid",
    make: async () => {
      const payee = await member();
      return { id: (await dealTo(admin.user.id, payee.id)).id, members: [admin.user.id, payee.id] };
    },
    expected: 'OWN_TRANSACTION',
  },
  {
    state: 'a reversed fee',
    make: async () => {
      const one = await member();
      const { id } = await fee(one.id);
      await reverseTransaction(t.ctx, otherAdmin, id);
      return { id, members: [one.id] };
    },
    expected: 'ALREADY_REVERSED',
  },
  {
    state: 'the other side of a reversed deal',
    make: async () => {
      const [payer, payee] = [await member(), await member()];
      const { id, idempotencyKey } = await dealTo(payer.id, payee.id);
      const payerSide = await entryWhere(
        and(eq(ledgerEntries.idempotencyKey, idempotencyKey!), eq(ledgerEntries.userId, payer.id)),
      );
      await reverseTransaction(t.ctx, otherAdmin, payerSide.id);
      return { id, members: [payer.id, payee.id] };
    },
    expected: 'ALREADY_REVERSED',
  },
];

describe('the transaction policy', () => {
  it('agrees with the server on Reverse in every state', async () => {
    for (const { state, make, expected } of entryStates) {
      const code = await expectAgreement(`reverse ${state}`, 'transactions', 'reverse', await make());
      expect(code, `reverse ${state}`).toBe(expected);
    }
  });

  it('offers a reversal the balance no longer covers, which the server refuses on the balance alone', async () => {
    // Balances are not the policy's: the reversal itself refuses what it cannot take back, changing nothing.
    const [payer, payee] = [await member(), await member()];
    const { id } = await dealTo(payer.id, payee.id);
    await transactWithEvents(t.ctx, (tx) =>
      postMovement(tx, {
        idempotencyKey: `spent:${randomUUID()}`,
        postings: [{ userId: payee.id, currency: 'coins', delta: -10, kind: 'adjustment', description: 'Spent' }],
      }),
    );
    expect((await flagsFor('transactions', id)).reverse).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/transactions/${id}/reverse`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ALREADY_SPENT');
    expect((await findBalances(t.db, payee.id)).dragonCoins).toBe(40);
  });
});
