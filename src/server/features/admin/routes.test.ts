import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, events, platformSettings } from '../../db/schema/index.ts';
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
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      action: 'settings.update',
      details: { maintenanceMode: true },
    });
  });

  it('keeps proposal expiry between 1 and 90 whole days', async () => {
    const { cookie } = await createSignedInMember(t.app, { role: 'admin' });
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: { cookie }, payload });
    for (const proposalExpiryDays of [0, 91, 2.5, '7']) {
      const res = await patch({ proposalExpiryDays });
      expect(res.statusCode, String(proposalExpiryDays)).toBe(400);
      expect(res.json().error.fields.proposalExpiryDays).toBe('Proposal expiry must be between 1 and 90 days');
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie } })).json(),
    ).toMatchObject({ proposalExpiryDays: 14 });
    const changed = await patch({ proposalExpiryDays: 30 });
    expect(changed.json()).toMatchObject({ proposalExpiryDays: 30 });
    expect((await patch({ proposalExpiryDays: 14 })).json()).toMatchObject({ proposalExpiryDays: 14 });
  });
});

describe('PATCH /api/admin/settings with values already set', () => {
  it('records only what changed, and nothing at all when nothing did', async () => {
    const { cookie } = await createSignedInMember(t.app, { role: 'admin' });
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: { cookie }, payload });
    const before = await t.db.select().from(platformSettings);
    const audited = async () =>
      (await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'))).length;
    const broadcasts = () => t.db.$count(events, eq(events.type, 'settings.changed'));
    const [audits, told] = [await audited(), await broadcasts()];

    const same = await patch({ maintenanceMode: before[0]!.maintenanceMode, autoApproveListings: false });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ maintenanceMode: before[0]!.maintenanceMode, autoApproveListings: false });
    expect(await audited()).toBe(audits);
    expect(await broadcasts()).toBe(told);

    const one = await patch({ maintenanceMode: before[0]!.maintenanceMode, autoApproveListings: true });
    expect(one.json()).toMatchObject({ autoApproveListings: true });
    const [latest] = await t.db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(latest).toMatchObject({ action: 'settings.update', details: { autoApproveListings: true } });
    expect(await audited()).toBe(audits + 1);
    expect(await broadcasts()).toBe(told);
    await patch({ autoApproveListings: false });
  });
});
