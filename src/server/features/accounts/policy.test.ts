// The Users tab offers exactly what the server allows: for a member of either role in either status, and for the
// viewing admin's own row, each action the listed `can` flags allow succeeds, and each they withhold is refused with
// the member unchanged.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole, UserStatus } from '#shared/constants.ts';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createUser, type User } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';
import { type AdminUserAction, adminUserAbilities, adminUserActions, authorizeAdminUser } from './policy.ts';

let t: TestContext;
let admin: Awaited<ReturnType<typeof createSignedInMember>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInMember(t.app, { role: 'admin' });
}, 120_000);
afterAll(() => t.close());

type Scenario = { role: UserRole; status: UserStatus; own: boolean };
const scenarios: Scenario[] = [
  ...(['user', 'admin'] as const).flatMap((role) =>
    (['active', 'suspended'] as const).map((status) => ({ role, status, own: false })),
  ),
  // The viewing admin's own row: an active admin.
  { role: 'admin', status: 'active', own: true },
];

const otherRole = (role: UserRole): UserRole => (role === 'admin' ? 'user' : 'admin');
const requestFor = (action: AdminUserAction, target: User) =>
  ({
    suspend: { method: 'POST', url: `/api/admin/users/${target.id}/suspend`, payload: { reason: 'Policy check' } },
    reactivate: { method: 'POST', url: `/api/admin/users/${target.id}/reactivate` },
    changeRole: {
      method: 'PATCH',
      url: `/api/admin/users/${target.id}/role`,
      payload: { role: otherRole(target.role) },
    },
    delete: { method: 'DELETE', url: `/api/admin/users/${target.id}` },
  })[action] as { method: 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object };

const rowOf = async (id: string) =>
  (
    await t.db
      .select({ role: users.role, status: users.status, suspensionReason: users.suspensionReason })
      .from(users)
      .where(eq(users.id, id))
  )[0];

async function flagsFor(target: User): Promise<Record<AdminUserAction, boolean>> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/users?q=${encodeURIComponent(target.email)}`,
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  const item = (res.json().items as { id: string; can: Record<AdminUserAction, boolean> }[]).find(
    (row) => row.id === target.id,
  );
  expect(item, `${target.email} in the list`).toBeDefined();
  return item!.can;
}

const label = (s: Scenario, action: string) => `${action}: ${s.own ? 'own account' : `${s.status} ${s.role}`}`;

describe('the Users tab policy', () => {
  it(`agrees with the server for ${scenarios.length} member states and every action`, async () => {
    const allowed: string[] = [];
    for (const scenario of scenarios) {
      for (const action of adminUserActions) {
        const target = scenario.own
          ? admin.user
          : await createUser(t.db, {
              role: scenario.role,
              status: scenario.status,
              suspensionReason: scenario.status === 'suspended' ? 'Spam' : null,
            });
        const before = await rowOf(target.id);
        const can = await flagsFor(target);
        expect(Object.keys(can).sort()).toEqual([...adminUserActions].sort());
        const { method, url, payload } = requestFor(action, target);
        const res = await t.app.inject({
          method,
          url,
          headers: { cookie: admin.cookie },
          ...(payload ? { payload } : {}),
        });
        const context = `${label(scenario, action)}: ${res.statusCode} ${res.body}`;
        if (can[action]) {
          allowed.push(label(scenario, action));
          expect(res.statusCode, context).toBeLessThan(300);
        } else {
          expect([403, 409], context).toContain(res.statusCode);
          expect(await rowOf(target.id), context).toEqual(before);
        }
      }
    }
    // Both outcomes happen: a policy that allowed everything, or nothing, would not pass.
    expect(allowed).toContain('suspend: active user');
    expect(allowed).toContain('delete: suspended admin');
    // Reactivating oneself is allowed as it always was: an active member is left as they are.
    expect(allowed.filter((entry) => entry.endsWith('own account'))).toEqual(['reactivate: own account']);
  });

  it('withholds suspending, demoting and deleting the last active administrator, with the refusal the service sends', () => {
    // The acting admin is always an active one besides the member, so only a race reaches this through the API.
    const actor = admin.user;
    const lastActive = { member: { id: 'last', role: 'admin', status: 'active' }, activeAdmins: 1 } as const;
    expect(adminUserAbilities(actor, lastActive)).toEqual({
      suspend: false,
      reactivate: true,
      changeRole: false,
      delete: false,
    });
    for (const action of ['suspend', 'changeRole', 'delete'] as const) {
      expect(() => authorizeAdminUser(actor, lastActive, action)).toThrow(
        expect.objectContaining({
          status: 409,
          code: 'LAST_ADMIN',
          message: 'This is the last active administrator. Make another member an administrator first.',
        }),
      );
    }
    // A suspended admin runs nothing: suspending or demoting them takes no active admin away, but account deletion
    // keeps any admin while no active one would remain.
    const suspendedAdmin = { member: { id: 'idle', role: 'admin', status: 'suspended' }, activeAdmins: 0 } as const;
    expect(adminUserAbilities(actor, suspendedAdmin)).toMatchObject({ suspend: true, changeRole: true, delete: false });
    // Another active admin remains: each is allowed.
    expect(adminUserAbilities(actor, { ...lastActive, activeAdmins: 2 })).toMatchObject({
      suspend: true,
      changeRole: true,
      delete: true,
    });
  });
});
