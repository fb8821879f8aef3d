import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, feedback, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createUser, type User } from '../../test/factories.ts';
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

async function addFeedback(fields: Partial<typeof feedback.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(feedback)
    .values({ content: 'Nice site', type: 'general', createdAt: nextTime(), ...fields })
    .returning();
  return row!;
}

const auditOf = (targetId: string) => t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

describe('GET /api/admin/feedback', () => {
  const list = async (query: string) => {
    const res = await call('GET', `/api/admin/feedback?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: { id: string; content: string }[]; total: number; page: number; pageSize: number };
  };

  it('lists newest first with the author, or null once the author deleted their account', async () => {
    const author = await createUser(t.db, { fullName: 'Fiona Feedback' });
    const gone = await createUser(t.db);
    const older = await addFeedback({ userId: author.id, content: 'shapeA older', type: 'bug', rating: 4 });
    const newer = await addFeedback({ userId: gone.id, content: 'shapeA newer', status: 'reviewed' });
    await t.db.delete(users).where(eq(users.id, gone.id));
    const page = await list('q=shapeA');
    expect(page).toEqual({
      items: [
        {
          id: newer.id,
          user: null,
          type: 'general',
          content: 'shapeA newer',
          rating: null,
          status: 'reviewed',
          createdAt: newer.createdAt.toISOString(),
        },
        {
          id: older.id,
          user: { id: author.id, fullName: 'Fiona Feedback', email: author.email },
          type: 'bug',
          content: 'shapeA older',
          rating: 4,
          status: 'pending',
          createdAt: older.createdAt.toISOString(),
        },
      ],
      total: 2,
      totalCapped: false,
      page: 1,
      pageSize: 50,
    });
  });

  it('searches content, type, author name and author email, case-insensitively', async () => {
    const author = await createUser(t.db, { fullName: 'Quentin Zebulon', email: `qz-${randomUUID()}@Mailbox.test` });
    const byContent = await addFeedback({ content: 'The CHECKOUT page froze' });
    const byAuthor = await addFeedback({ userId: author.id, content: 'Love it' });
    const ids = async (search: string) => (await list(`q=${encodeURIComponent(search)}`)).items.map((f) => f.id);
    expect(await ids('checkout PAGE')).toEqual([byContent.id]);
    expect(await ids('zebUL')).toEqual([byAuthor.id]);
    expect(await ids(author.email.toUpperCase())).toEqual([byAuthor.id]);

    const feature = await addFeedback({ type: 'feature', content: 'typeSearch entry' });
    const other = await addFeedback({ type: 'other', content: 'typeSearch entry' });
    const featuredInContent = await addFeedback({ type: 'other', content: 'typeSearch got featured' });
    const found = await ids('FEATU');
    expect(found).toEqual(expect.arrayContaining([feature.id, featuredInContent.id]));
    expect(found).not.toContain(other.id);
  });

  it('takes % _ and \\ in a search literally', async () => {
    const percent = await addFeedback({ content: 'litSearch 100% broken' });
    const underscore = await addFeedback({ content: 'litSearch snake_case' });
    const backslash = await addFeedback({ content: 'litSearch C:\\path' });
    const plain = await addFeedback({ content: 'litSearch 1000 snakeXcase C:path' });
    const ids = async (search: string) =>
      (await list(`q=${encodeURIComponent(search)}&pageSize=100`)).items.map((f) => f.id);
    expect(await ids('0%')).toEqual([percent.id]);
    expect(await ids('e_c')).toEqual([underscore.id]);
    expect(await ids('C:\\')).toEqual([backslash.id]);
    expect(await ids('litSearch')).toEqual([plain.id, backslash.id, underscore.id, percent.id]);
  });

  it("filters by status ('all' is no filter) and pages with the filtered total", async () => {
    const made = [];
    for (const status of ['pending', 'resolved', 'resolved', 'rejected', 'resolved'] as const) {
      made.push(await addFeedback({ content: `pagingSet ${status}`, status }));
    }
    const resolved = made.filter((f) => f.status === 'resolved').reverse();
    const first = await list('q=pagingSet&status=resolved&pageSize=25');
    expect(first.total).toBe(3);
    expect(first.items.map((f) => f.id)).toEqual(resolved.map((f) => f.id));
    expect((await list('q=pagingSet&status=all')).total).toBe(5);
    expect((await list('q=pagingSet')).total).toBe(5);
    expect((await list('q=pagingSet&status=rejected')).items.map((f) => f.id)).toEqual([made[3]!.id]);

    for (let i = 0; i < 26; i += 1) await addFeedback({ content: `deepPaging ${i}` });
    const second = await list('q=deepPaging&page=2&pageSize=25');
    expect(second).toMatchObject({ total: 26, page: 2, pageSize: 25 });
    expect(second.items.map((f) => f.content)).toEqual(['deepPaging 0']);
  });
});

describe('PATCH and DELETE /api/admin/feedback/:id', () => {
  it('sets any of the four statuses, from any, and audits each change', async () => {
    const entry = await addFeedback({ content: 'statusFlow' });
    for (const [from, to] of [
      ['pending', 'resolved'],
      ['resolved', 'rejected'],
      ['rejected', 'reviewed'],
      ['reviewed', 'pending'],
    ] as const) {
      const res = await call('PATCH', `/api/admin/feedback/${entry.id}`, { status: to });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: entry.id, status: to, content: 'statusFlow', user: null });
      const [row] = await t.db.select().from(feedback).where(eq(feedback.id, entry.id));
      expect(row?.status).toBe(to);
      expect((await auditOf(entry.id)).at(-1)).toMatchObject({
        actorId: admin.id,
        action: 'feedback.status',
        targetType: 'feedback',
        details: { from, to },
      });
    }
    expect(await auditOf(entry.id)).toHaveLength(4);
  });

  it('leaves an entry already in the status asked for as it is, unaudited', async () => {
    const entry = await addFeedback({ content: 'sameStatus' });
    const res = await call('PATCH', `/api/admin/feedback/${entry.id}`, { status: 'pending' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: entry.id, status: 'pending', content: 'sameStatus' });
    expect(await auditOf(entry.id)).toEqual([]);
  });

  it('refuses an unknown status, and answers 404 for an unknown entry', async () => {
    const entry = await addFeedback();
    const bad = await call('PATCH', `/api/admin/feedback/${entry.id}`, { status: 'done' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.status).toBe('Status must be one of pending, reviewed, resolved, rejected');
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await call(method, `/api/admin/feedback/${randomUUID()}`, { status: 'reviewed' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Feedback not found');
    }
    expect(await auditOf(entry.id)).toHaveLength(0);
  });

  it('deletes an entry, keeping what it was in the audit log; a second delete is 404', async () => {
    const author = await createUser(t.db);
    const entry = await addFeedback({ userId: author.id, content: 'Please delete me', type: 'bug' });
    const res = await call('DELETE', `/api/admin/feedback/${entry.id}`);
    expect(res.statusCode).toBe(204);
    expect(await t.db.select().from(feedback).where(eq(feedback.id, entry.id))).toEqual([]);
    expect(await auditOf(entry.id)).toMatchObject([
      {
        actorId: admin.id,
        action: 'feedback.delete',
        targetType: 'feedback',
        details: { type: 'bug', status: 'pending', userId: author.id, length: 'Please delete me'.length },
      },
    ]);
    expect(JSON.stringify((await auditOf(entry.id))[0]?.details)).not.toContain('Please delete me');
    expect((await call('DELETE', `/api/admin/feedback/${entry.id}`)).statusCode).toBe(404);
  });
});
