import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/api/admin/settings', () => {
  it('answers 401 to visitors and 403 to members', async () => {
    for (const method of ['GET', 'PATCH'] as const) {
      expect((await t.app.inject({ method, url: '/api/admin/settings', payload: {} })).statusCode).toBe(401);
      const { cookie } = await createSignedInMember(t.app);
      const res = await t.app.inject({ method, url: '/api/admin/settings', headers: { cookie }, payload: {} });
      expect(res.statusCode).toBe(403);
    }
  });

  it('refuses unknown settings and non-boolean values', async () => {
    const { cookie } = await createSignedInMember(t.app, { role: 'admin' });
    for (const payload of [{ maintenanceMode: 'yes' }, { deleteEverything: true }]) {
      const res = await t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: { cookie }, payload });
      expect(res.statusCode).toBe(400);
    }
  });

  it('switches maintenance mode on and off, writing who did it to the audit log', async () => {
    const { user: admin, cookie } = await createSignedInMember(t.app, { role: 'admin' });
    const on = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { cookie },
      payload: { maintenanceMode: true },
    });
    expect(on.json()).toMatchObject({ maintenanceMode: true, autoApproveListings: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json().maintenanceMode).toBe(true);

    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { cookie },
      payload: { maintenanceMode: false },
    });
    expect(off.json().maintenanceMode).toBe(false);
    const audit = await t.db.select().from(auditLog);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      action: 'settings.update',
      details: { maintenanceMode: true },
    });
  });
});
