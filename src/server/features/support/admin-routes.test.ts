import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, supportRequests } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { type User } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
let adminCookie: string;
let admin: User;
beforeAll(async () => {
  t = await createTestApp();
  ({ user: admin, cookie: adminCookie } = await createSignedInMember(t.app, { role: 'admin' }));
});
afterAll(() => t.close());

type Method = NonNullable<InjectOptions['method']>;
const call = (method: Method, url: string, payload?: object, cookie = adminCookie) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

// Created in order, so each is newer than the one before (createdAt set a second apart from a base time).
let clock = Date.now() - 3_600_000;
const nextTime = () => new Date((clock += 1000));

async function addSupportRequest(fields: Partial<typeof supportRequests.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(supportRequests)
    .values({
      name: 'Sam Support',
      email: 'sam@example.com',
      helpType: 'General Question',
      comments: 'How do coins work?',
      createdAt: nextTime(),
      ...fields,
    })
    .returning();
  return row!;
}

const auditOf = (targetId: string) => t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

describe('the support requests', () => {
  let s: TestContext;
  let cookie: string;
  beforeAll(async () => {
    s = await createTestApp();
    ({ cookie } = await createSignedInMember(s.app, { role: 'admin' }));
  });
  afterAll(() => s.close());

  it('are listed newest first, by status, paged', async () => {
    const made = [];
    for (const status of ['open', 'closed', 'open', 'in_progress'] as const) {
      const [row] = await s.db
        .insert(supportRequests)
        .values({
          name: `Asker ${status}`,
          email: 'asker@example.com',
          phone: status === 'closed' ? '+1 555 0100' : null,
          helpType: 'Payment Issue',
          comments: 'My payment failed',
          status,
          createdAt: nextTime(),
        })
        .returning();
      made.push(row!);
    }
    const get = async (query: string) =>
      (await s.app.inject({ url: `/api/admin/support-requests?${query}`, headers: { cookie } })).json();
    const all = await get('status=all');
    expect(all.total).toBe(4);
    expect(all.items.map((r: { id: string }) => r.id)).toEqual(made.map((r) => r.id).reverse());
    expect(all.items[2]).toEqual({
      id: made[1]!.id,
      name: 'Asker closed',
      email: 'asker@example.com',
      phone: '+1 555 0100',
      helpType: 'Payment Issue',
      comments: 'My payment failed',
      status: 'closed',
      createdAt: made[1]!.createdAt.toISOString(),
    });
    const open = await get('status=open');
    expect(open).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(open.items.map((r: { id: string }) => r.id)).toEqual([made[2]!.id, made[0]!.id]);
    expect((await get('pageSize=25&page=2')).items).toEqual([]);
  });

  it('have their status set, audited; unknown ones are 404, unknown statuses 400', async () => {
    const request = await addSupportRequest();
    const res = await call('PATCH', `/api/admin/support-requests/${request.id}`, { status: 'in_progress' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: request.id, status: 'in_progress', name: 'Sam Support' });
    const [row] = await t.db.select().from(supportRequests).where(eq(supportRequests.id, request.id));
    expect(row?.status).toBe('in_progress');
    expect(await auditOf(request.id)).toMatchObject([
      {
        actorId: admin.id,
        action: 'support_request.status',
        targetType: 'support_request',
        details: { from: 'open', to: 'in_progress' },
      },
    ]);
    const bad = await call('PATCH', `/api/admin/support-requests/${request.id}`, { status: 'resolved' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('status');
    const same = await call('PATCH', `/api/admin/support-requests/${request.id}`, { status: 'in_progress' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ id: request.id, status: 'in_progress' });
    expect(await auditOf(request.id)).toHaveLength(1);
    const unknown = await call('PATCH', `/api/admin/support-requests/${randomUUID()}`, { status: 'closed' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Support request not found');
  });
});
