// One loop over the whole admin route table, read from the app's own OpenAPI document, so a route added later is
// covered without anyone remembering to: visitors get 401, members 403, a suspended admin 403, and none of them
// reaches the route's own work.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof methods)[number];

function adminRoutes(): { method: Uppercase<Method>; url: string }[] {
  const { paths } = t.app.swagger() as { paths: Record<string, Partial<Record<Method, unknown>>> };
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, operations]) =>
      methods
        .filter((method) => operations[method] !== undefined)
        .map((method) => ({
          method: method.toUpperCase() as Uppercase<Method>,
          url: path.replace(/\{[^}]+\}/g, randomUUID()),
        })),
    );
}

describe('every /api/admin route', () => {
  it('answers 401 to visitors, 403 to members and to a suspended admin', async () => {
    const routes = adminRoutes();
    // Users, offers, transactions, withdrawals, feedback, support, reports, stats, audit and settings.
    expect(routes.length).toBeGreaterThanOrEqual(25);
    const member = await createSignedInMember(t.app);
    const suspendedAdmin = await createSignedInMember(t.app, {
      role: 'admin',
      status: 'suspended',
      suspensionReason: 'Under review',
    });
    for (const route of routes) {
      const payload = route.method === 'GET' ? undefined : {};
      const visitor = await t.app.inject({ ...route, payload });
      expect(visitor.statusCode, `${route.method} ${route.url} for a visitor`).toBe(401);
      const asMember = await t.app.inject({ ...route, payload, headers: { cookie: member.cookie } });
      expect(asMember.statusCode, `${route.method} ${route.url} for a member`).toBe(403);
      const asSuspended = await t.app.inject({ ...route, payload, headers: { cookie: suspendedAdmin.cookie } });
      expect(asSuspended.statusCode, `${route.method} ${route.url} for a suspended admin`).toBe(403);
      expect(asSuspended.json().error.code).toBe('ACCOUNT_SUSPENDED');
    }
  });
});
