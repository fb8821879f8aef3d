import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, events, ledgerEntries, proposals, sessions, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { failFirstTransaction } from '../../test/deadlock.ts';
import { listeningApp, openEventStream } from '../../test/event-stream.ts';
import { createOffer, createProposal, createUser, fundWallet } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';
import { deleteUser, reactivateUser, setUserRole, suspendUser } from './admin-users.ts';

let t: TestContext;
beforeAll(async () => {
  t = await listeningApp();
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object };
const routeTable = (id: string): Call[] => [
  { method: 'GET', url: '/api/admin/users' },
  { method: 'POST', url: `/api/admin/users/${id}/suspend`, payload: {} },
  { method: 'POST', url: `/api/admin/users/${id}/reactivate` },
  { method: 'PATCH', url: `/api/admin/users/${id}/role`, payload: { role: 'admin' } },
  { method: 'DELETE', url: `/api/admin/users/${id}` },
];
const call = (cookie: string | undefined, { method, url, payload }: Call) =>
  t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });
const suspend = (cookie: string, id: string, payload: object = {}) =>
  call(cookie, { method: 'POST', url: `/api/admin/users/${id}/suspend`, payload });
const setRole = (cookie: string, id: string, role: string) =>
  call(cookie, { method: 'PATCH', url: `/api/admin/users/${id}/role`, payload: { role } });
const list = async (cookie: string, query: string) => {
  const res = await call(cookie, { method: 'GET', url: `/api/admin/users?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id: string; status: string }[]; total: number; page: number; pageSize: number };
};
const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const auditOf = (targetId: string) => t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
const revocations = (userId: string) =>
  t.db.$count(events, and(eq(events.userId, userId), eq(events.type, 'session.revoked')));

describe('/api/admin/users guards and validation', () => {
  it('answers 401 to visitors and 403 to members on every route, changing nothing', async () => {
    const target = await createUser(t.db);
    const { cookie } = await createSignedInMember(t.app);
    for (const route of routeTable(target.id)) {
      expect((await call(undefined, route)).statusCode, `${route.method} ${route.url}`).toBe(401);
      expect((await call(cookie, route)).statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    expect(await userRow(target.id)).toMatchObject({ role: 'user', status: 'active' });
    expect(await auditOf(target.id)).toEqual([]);
  });

  it('answers 400 naming the field for a bad role, status filter, paging or an overlong reason', async () => {
    const { cookie } = await createSignedInMember(t.app, { role: 'admin' });
    const target = await createUser(t.db);
    const badRole = await setRole(cookie, target.id, 'owner');
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().error.fields.role).toBe('Role must be user or admin');
    const longReason = await suspend(cookie, target.id, { reason: 'x'.repeat(501) });
    expect(longReason.statusCode).toBe(400);
    expect(longReason.json().error.fields.reason).toBe('Reason must be at most 500 characters');
    for (const [query, field] of [
      ['status=deleted', 'status'],
      ['page=0', 'page'],
      ['pageSize=10', 'pageSize'],
      [`q=${'a'.repeat(201)}`, 'q'],
    ] as const) {
      const res = await call(cookie, { method: 'GET', url: `/api/admin/users?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field);
    }
    expect(await userRow(target.id)).toMatchObject({ role: 'user', status: 'active' });
  });

  it('answers 404 "User not found" for an unknown or a malformed id', async () => {
    const { cookie } = await createSignedInMember(t.app, { role: 'admin' });
    for (const id of [randomUUID(), 'not-an-id']) {
      for (const route of routeTable(id).slice(1)) {
        const res = await call(cookie, route);
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
        expect(res.json().error.message).toBe('User not found');
      }
    }
  });
});

describe('GET /api/admin/users', () => {
  it('finds members by part of the email or the name, ignoring case, with % _ and \\ taken literally', async () => {
    const { cookie } = await createSignedInMember(t.app, { role: 'admin' });
    const tag = randomUUID().slice(0, 8);
    const byEmail = await createUser(t.db, { email: `Ann.Lee-${tag}@Example.com`, fullName: `Ann ${tag}` });
    const byName = await createUser(t.db, { fullName: `Bob MARSH ${tag}` });
    const percent = await createUser(t.db, { fullName: `Rate 100% ${tag}` });
    await createUser(t.db, { fullName: `Rate 1000 ${tag}` });
    const underscore = await createUser(t.db, { email: `c_${tag}@example.com` });
    await createUser(t.db, { email: `cx${tag}@example.com` });
    const backslash = await createUser(t.db, { fullName: `Back\\slash ${tag}` });
    await createUser(t.db, { fullName: `Backslash ${tag}` });
    const ids = async (search: string) =>
      (await list(cookie, `q=${encodeURIComponent(search)}&pageSize=100`)).items.map((u) => u.id);

    expect(await ids(`ann.lee-${tag.toUpperCase()}@EXAMPLE`)).toEqual([byEmail.id]);
    expect(await ids(`bob marsh ${tag}`)).toEqual([byName.id]);
    expect(await ids(`100% ${tag}`)).toEqual([percent.id]);
    expect(await ids(`c_${tag}`)).toEqual([underscore.id]);
    expect(await ids(`k\\slash ${tag}`)).toEqual([backslash.id]);
    expect(await ids(`  ${tag}  `)).toHaveLength(8);
    expect((await list(cookie, `q=nobody-${tag}`)).total).toBe(0);
  });

  it('filters by status exactly, "all" meaning none, and returns the full row newest first', async () => {
    const { cookie } = await createSignedInMember(t.app, { role: 'admin' });
    const tag = randomUUID().slice(0, 8);
    const active = await createUser(t.db, { fullName: `Active ${tag}`, createdAt: new Date(Date.now() - 60_000) });
    const suspended = await createUser(t.db, {
      fullName: `Suspended ${tag}`,
      status: 'suspended',
      suspensionReason: 'Spam',
      dragonCoins: 40,
    });
    const ids = async (query: string) => (await list(cookie, `q=${tag}&${query}`)).items.map((u) => u.id);
    expect(await ids('status=suspended')).toEqual([suspended.id]);
    expect(await ids('status=active')).toEqual([active.id]);
    expect(await ids('status=all')).toEqual([suspended.id, active.id]);
    expect(await ids('')).toEqual([suspended.id, active.id]);
    expect((await list(cookie, `q=${tag}&status=suspended`)).items[0]).toEqual({
      id: suspended.id,
      email: suspended.email,
      fullName: `Suspended ${tag}`,
      role: 'user',
      status: 'suspended',
      suspensionReason: 'Spam',
      cashBalanceCents: 0,
      dragonCoins: 40,
      cancellations: 0,
      disputesOpened: 0,
      disputesLost: 0,
      createdAt: suspended.createdAt.toISOString(),
      can: { suspend: true, reactivate: true, changeRole: true, delete: true },
    });
  });

  it('pages with the total of the whole filter', async () => {
    const { cookie } = await createSignedInMember(t.app, { role: 'admin' });
    const tag = randomUUID().slice(0, 8);
    const created = [];
    for (let i = 0; i < 27; i++) {
      created.push(await createUser(t.db, { fullName: `Paged ${tag}`, createdAt: new Date(Date.now() - i * 1000) }));
    }
    const first = await list(cookie, `q=${tag}&pageSize=25`);
    expect(first).toMatchObject({ total: 27, page: 1, pageSize: 25 });
    expect(first.items.map((u) => u.id)).toEqual(created.slice(0, 25).map((u) => u.id));
    const second = await list(cookie, `q=${tag}&pageSize=25&page=2`);
    expect(second).toMatchObject({ total: 27, page: 2 });
    expect(second.items.map((u) => u.id)).toEqual(created.slice(25).map((u) => u.id));
    expect((await list(cookie, '')).total).toBe(await t.db.$count(users));
  });
});

describe('suspending and reactivating', () => {
  it('takes effect at once: the next call is refused with the reason, the stream ends, the session says so', async () => {
    const { user: admin, cookie: adminCookie } = await createSignedInMember(t.app, { role: 'admin' });
    const { user: member, cookie } = await createSignedInMember(t.app);
    const stream = await openEventStream(t.app, cookie);
    await stream.nextId();

    const res = await suspend(adminCookie, member.id, { reason: 'Spamming buyers' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: member.id, status: 'suspended', suspensionReason: 'Spamming buyers' });
    expect(await stream.next()).toMatchObject({ event: 'session.revoked' });
    expect(await stream.next()).toBeNull();

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(403);
    expect(me.json().error).toEqual({ code: 'ACCOUNT_SUSPENDED', message: 'Spamming buyers' });
    expect((await t.app.inject({ method: 'GET', url: '/api/events', headers: { cookie } })).statusCode).toBe(403);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(session.json().user).toMatchObject({
      id: member.id,
      status: 'suspended',
      suspensionReason: 'Spamming buyers',
    });
    expect(await t.db.$count(sessions, eq(sessions.userId, member.id))).toBe(1);
    expect(await auditOf(member.id)).toMatchObject([
      { actorId: admin.id, action: 'user.suspend', targetType: 'user', details: { reason: 'Spamming buyers' } },
    ]);

    // Suspending again only updates the reason; no reason given (no body at all) is the spec's 'Admin action'.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.id}/suspend`,
      headers: { cookie: adminCookie },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'suspended', suspensionReason: 'Admin action' });
    expect(await userRow(member.id)).toMatchObject({ status: 'suspended', suspensionReason: 'Admin action' });
  });

  it("leaves other members' streams open, and a role change ends none", async () => {
    const { cookie: adminCookie } = await createSignedInMember(t.app, { role: 'admin' });
    const { user: member } = await createSignedInMember(t.app);
    const { user: bystander, cookie } = await createSignedInMember(t.app);
    const stream = await openEventStream(t.app, cookie);
    await stream.nextId();
    expect((await suspend(adminCookie, member.id)).statusCode).toBe(200);
    expect((await setRole(adminCookie, bystander.id, 'admin')).statusCode).toBe(200);
    expect((await setRole(adminCookie, bystander.id, 'user')).statusCode).toBe(200);
    // Both role changes arrive: the first did not end the stream, and the suspension was not its member's.
    expect(await stream.next()).toMatchObject({ event: 'session.revoked' });
    expect(await stream.next()).toMatchObject({ event: 'session.revoked' });
    stream.close();
  });

  it('reactivates: the reason is cleared, the member is let back in and their tabs are told', async () => {
    const { user: admin, cookie: adminCookie } = await createSignedInMember(t.app, { role: 'admin' });
    const { user: member, cookie } = await createSignedInMember(t.app);
    expect((await suspend(adminCookie, member.id, { reason: 'Checking' })).statusCode).toBe(200);
    const told = await revocations(member.id);

    const res = await call(adminCookie, { method: 'POST', url: `/api/admin/users/${member.id}/reactivate` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: member.id, status: 'active', suspensionReason: null });
    expect(await revocations(member.id)).toBe(told + 1);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
    expect((await auditOf(member.id)).map((a) => [a.action, a.actorId])).toEqual([
      ['user.suspend', admin.id],
      ['user.reactivate', admin.id],
    ]);
  });
});

describe('an action that changes nothing', () => {
  it('writes no audit entry and tells no tab: reactivating an active member, the same role, the same suspension', async () => {
    const { cookie: adminCookie } = await createSignedInMember(t.app, { role: 'admin' });
    const { user: member } = await createSignedInMember(t.app);
    const reactivate = () => call(adminCookie, { method: 'POST', url: `/api/admin/users/${member.id}/reactivate` });

    const active = await reactivate();
    expect(active.statusCode, active.body).toBe(200);
    expect(active.json()).toMatchObject({ id: member.id, status: 'active', role: 'user' });
    expect((await setRole(adminCookie, member.id, 'user')).json()).toMatchObject({ id: member.id, role: 'user' });
    expect(await auditOf(member.id)).toEqual([]);
    expect(await revocations(member.id)).toBe(0);

    expect((await suspend(adminCookie, member.id, { reason: 'Spam' })).statusCode).toBe(200);
    const again = await suspend(adminCookie, member.id, { reason: 'Spam' });
    expect(again.json()).toMatchObject({ status: 'suspended', suspensionReason: 'Spam' });
    expect((await auditOf(member.id)).map((a) => a.action)).toEqual(['user.suspend']);
    expect(await revocations(member.id)).toBe(1);

    // A new reason is a change: recorded, and the member's tabs show it.
    const reworded = await suspend(adminCookie, member.id, { reason: 'Spam, twice' });
    expect(reworded.json()).toMatchObject({ suspensionReason: 'Spam, twice' });
    expect((await auditOf(member.id)).map((a) => a.details)).toEqual([{ reason: 'Spam' }, { reason: 'Spam, twice' }]);
    expect(await revocations(member.id)).toBe(2);
  });
});

describe('PATCH /api/admin/users/:id/role', () => {
  it('switches a member to admin and back, each audited', async () => {
    const { user: admin, cookie: adminCookie } = await createSignedInMember(t.app, { role: 'admin' });
    const { user: member, cookie } = await createSignedInMember(t.app);
    const panel = () => call(cookie, { method: 'GET', url: '/api/admin/users' });

    expect((await setRole(adminCookie, member.id, 'admin')).json()).toMatchObject({ id: member.id, role: 'admin' });
    expect((await panel()).statusCode).toBe(200);
    expect((await setRole(adminCookie, member.id, 'user')).json()).toMatchObject({ role: 'user' });
    expect((await panel()).statusCode).toBe(403);
    expect(await auditOf(member.id)).toMatchObject([
      { actorId: admin.id, action: 'user.role', targetType: 'user', details: { role: 'admin', previousRole: 'user' } },
      { actorId: admin.id, action: 'user.role', details: { role: 'user', previousRole: 'admin' } },
    ]);
  });
});

describe('self-protection and the last admin', () => {
  it('refuses an admin suspending, demoting or deleting themselves', async () => {
    const { user: admin, cookie } = await createSignedInMember(t.app, { role: 'admin' });
    for (const [res, message] of [
      [await suspend(cookie, admin.id), 'You cannot suspend your own account'],
      [await setRole(cookie, admin.id, 'user'), 'You cannot change your own role'],
      [
        await call(cookie, { method: 'DELETE', url: `/api/admin/users/${admin.id}` }),
        'You cannot delete your own account',
      ],
    ] as const) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({ code: 'OWN_ACCOUNT', message });
    }
    expect(await userRow(admin.id)).toMatchObject({ role: 'admin', status: 'active' });
    expect(await auditOf(admin.id)).toEqual([]);
  });

  it('acts on another admin', async () => {
    const { cookie } = await createSignedInMember(t.app, { role: 'admin' });
    const other = await createUser(t.db, { role: 'admin' });
    expect((await suspend(cookie, other.id)).json()).toMatchObject({ role: 'admin', status: 'suspended' });
    expect((await setRole(cookie, other.id, 'user')).json()).toMatchObject({ role: 'user', status: 'suspended' });
  });

  describe('on a platform with two admins', () => {
    let own: TestContext;
    beforeAll(async () => {
      own = await createTestApp();
    });
    afterAll(() => own.close());

    it('refuses an admin suspended or demoted while their request was on its way, so an active admin remains', async () => {
      const [ann, bea] = [await createUser(own.db, { role: 'admin' }), await createUser(own.db, { role: 'admin' })];
      // Ann's requests were let in, then Bea suspended her before they ran: Bea is now the last active admin.
      await own.db.update(users).set({ status: 'suspended', suspensionReason: 'Rogue' }).where(eq(users.id, ann.id));
      const attempts = [
        () => suspendUser(own.ctx, ann, { userId: bea.id }),
        () => setUserRole(own.ctx, ann, { userId: bea.id, role: 'user' }),
        () => deleteUser(own.ctx, ann, bea.id),
        () => reactivateUser(own.ctx, ann, ann.id),
      ];
      for (const attempt of attempts) {
        await expect(attempt()).rejects.toMatchObject({ status: 403, code: 'ACCOUNT_SUSPENDED', message: 'Rogue' });
      }
      // Demoted instead of suspended: no longer an admin, so refused as a member would be.
      await own.db.update(users).set({ status: 'active', role: 'user' }).where(eq(users.id, ann.id));
      for (const attempt of attempts.slice(0, 3)) {
        await expect(attempt()).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
      }
      const [row] = await own.db.select().from(users).where(eq(users.id, bea.id));
      expect(row).toMatchObject({ role: 'admin', status: 'active' });
      expect(await own.db.$count(auditLog)).toBe(0);
    });

    it('lets only one of two admins suspending each other at once succeed', async () => {
      await own.db.update(users).set({ role: 'user' });
      const [cal, dee] = [
        await createSignedInMember(own.app, { role: 'admin' }),
        await createSignedInMember(own.app, { role: 'admin' }),
      ];
      const suspendOther = (actor: string, target: string) =>
        own.app.inject({ method: 'POST', url: `/api/admin/users/${target}/suspend`, headers: { cookie: actor } });
      const answers = await Promise.all([suspendOther(cal.cookie, dee.user.id), suspendOther(dee.cookie, cal.user.id)]);
      const codes = answers.map((res) => (res.statusCode === 200 ? 'ok' : res.json().error.code)).sort();
      // The loser either finds itself suspended at the door, or the last active admin once it holds the locks.
      expect(codes[0]).toMatch(/^(ACCOUNT_SUSPENDED|LAST_ADMIN)$/);
      expect(codes[1]).toBe('ok');
      const admins = await own.db.select({ status: users.status }).from(users).where(eq(users.role, 'admin'));
      expect(admins.map((a) => a.status).sort()).toEqual(['active', 'suspended']);
    });
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('deletes the member as account deletion does, and the audit entry keeps their id only', async () => {
    const { user: admin, cookie: adminCookie } = await createSignedInMember(t.app, { role: 'admin' });
    const { user: member, cookie } = await createSignedInMember(t.app);
    await fundWallet(t, member.id, { cashCents: 1_500, coins: 20 });
    const title = `Harp lessons ${randomUUID().slice(0, 8)}`;
    await createOffer(t, { userId: member.id, title });
    const sent = await createProposal(t, { senderId: member.id, contactEmail: member.email });
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/offers?q=${encodeURIComponent(title)}` })).json().total;
    expect(await listed()).toBe(1);

    const res = await call(adminCookie, { method: 'DELETE', url: `/api/admin/users/${member.id}` });
    expect(res.statusCode, res.body).toBe(204);
    expect(await userRow(member.id)).toBeUndefined();
    expect(await listed()).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
    const [proposal] = await t.db.select().from(proposals).where(eq(proposals.id, sent.id));
    expect(proposal).toMatchObject({ senderId: null, contactName: 'Deleted user', contactEmail: '' });
    const closing = await t.db
      .select({ currency: ledgerEntries.currency, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `account-closed:${member.id}`));
    expect(closing).toEqual(
      expect.arrayContaining([
        { currency: 'cash', amount: 1_500 },
        { currency: 'coins', amount: 20 },
      ]),
    );
    const audit = await auditOf(member.id);
    expect(audit).toMatchObject([
      { actorId: admin.id, action: 'user.delete', targetType: 'user', targetId: member.id },
    ]);
    expect(JSON.stringify(audit)).not.toContain(member.email);
  });

  it("refuses while the member's withdrawal is pending, telling the admin why", async () => {
    const { cookie: adminCookie } = await createSignedInMember(t.app, { role: 'admin' });
    const { user: member, cookie } = await createSignedInMember(t.app);
    await fundWallet(t, member.id, { cashCents: 5_000 });
    const withdrawal = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/withdrawals',
      headers: { cookie },
      payload: { amountCents: 2_500, requestId: randomUUID(), acceptTerms: true },
    });
    expect(withdrawal.statusCode, withdrawal.body).toBeLessThan(300);

    const res = await call(adminCookie, { method: 'DELETE', url: `/api/admin/users/${member.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'WITHDRAWAL_PENDING',
      message: 'This member has a pending withdrawal. Mark it paid or rejected before deleting the account.',
    });
    expect(await userRow(member.id)).toMatchObject({ cashBalanceCents: 2_500 });
    expect(await auditOf(member.id)).toEqual([]);
  });

  it('deletes another admin', async () => {
    const { cookie } = await createSignedInMember(t.app, { role: 'admin' });
    const other = await createUser(t.db, { role: 'admin' });
    expect((await call(cookie, { method: 'DELETE', url: `/api/admin/users/${other.id}` })).statusCode).toBe(204);
    expect(await t.db.$count(users, inArray(users.id, [other.id]))).toBe(0);
  });
});

describe('an admin deletion made the victim of a deadlock', () => {
  it('runs again and deletes the member, audited once', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const target = await createUser(t.db);
    await deleteUser({ ...t.ctx, db: failFirstTransaction(t.db) }, admin, target.id);
    expect(await t.db.$count(users, eq(users.id, target.id))).toBe(0);
    expect(await t.db.$count(auditLog, and(eq(auditLog.action, 'user.delete'), eq(auditLog.targetId, target.id)))).toBe(
      1,
    );
  });
});
