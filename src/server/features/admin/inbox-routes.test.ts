import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, events, feedback, messageReports, messages, supportRequests, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createConversation, createUser, type User } from '../../test/factories.ts';
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

/** A message from `sender` to a new member, reported by that member. */
async function addReport(options: { sender?: User; reason?: string; body?: string } = {}) {
  const sender = options.sender ?? (await createUser(t.db));
  const reporter = await createUser(t.db);
  const conversation = await createConversation(t.db, {
    participantA: sender.id,
    participantB: reporter.id,
    messages: [{ from: 'a', body: options.body ?? 'Buy followers cheap' }],
  });
  const [message] = await t.db.select().from(messages).where(eq(messages.conversationId, conversation.id));
  const [report] = await t.db
    .insert(messageReports)
    .values({
      messageId: message!.id,
      reporterId: reporter.id,
      reason: options.reason ?? 'Spam',
      createdAt: nextTime(),
    })
    .returning();
  return { report: report!, message: message!, sender, reporter };
}

const auditOf = (targetId: string) => t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

describe('the admin inbox routes', () => {
  const routes: [Method, string, object?][] = [
    ['GET', '/api/admin/feedback'],
    ['PATCH', `/api/admin/feedback/${randomUUID()}`, { status: 'reviewed' }],
    ['DELETE', `/api/admin/feedback/${randomUUID()}`],
    ['GET', '/api/admin/support-requests'],
    ['PATCH', `/api/admin/support-requests/${randomUUID()}`, { status: 'closed' }],
    ['GET', '/api/admin/reports'],
    ['POST', `/api/admin/reports/${randomUUID()}/dismiss`],
    ['POST', `/api/admin/reports/${randomUUID()}/act`, { reason: 'Spam' }],
  ];

  it('answer 401 to visitors and 403 to members, every one of them', async () => {
    const { cookie } = await createSignedInMember(t.app);
    for (const [method, url, payload] of routes) {
      const visitor = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      const member = await call(method, url, payload, cookie);
      expect(member.statusCode, `${method} ${url}`).toBe(403);
      expect(member.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('answer 400 naming the id when it is not an id', async () => {
    for (const [method, url, payload] of routes.filter(([, url]) => /[0-9a-f-]{36}/.test(url))) {
      const res = await call(method, url.replace(/[0-9a-f-]{36}/, 'not-an-id'), payload);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().error.fields).toEqual({ id: 'Id must be a valid id' });
    }
  });

  it('answer 400 to an unknown status filter or bad paging, naming the field', async () => {
    for (const [url, field] of [
      ['/api/admin/feedback?status=open', 'status'],
      ['/api/admin/feedback?search=' + 'x'.repeat(201), 'search'],
      ['/api/admin/feedback?page=0', 'page'],
      ['/api/admin/support-requests?status=resolved', 'status'],
      ['/api/admin/support-requests?pageSize=10', 'pageSize'],
      ['/api/admin/reports?status=closed', 'status'],
      ['/api/admin/reports?page=201', 'page'],
    ] as const) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.fields, url).toHaveProperty(field);
    }
  });
});

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
    const page = await list('search=shapeA');
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
    const ids = async (search: string) => (await list(`search=${encodeURIComponent(search)}`)).items.map((f) => f.id);
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
      (await list(`search=${encodeURIComponent(search)}&pageSize=100`)).items.map((f) => f.id);
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
    const first = await list('search=pagingSet&status=resolved&pageSize=25');
    expect(first.total).toBe(3);
    expect(first.items.map((f) => f.id)).toEqual(resolved.map((f) => f.id));
    expect((await list('search=pagingSet&status=all')).total).toBe(5);
    expect((await list('search=pagingSet')).total).toBe(5);
    expect((await list('search=pagingSet&status=rejected')).items.map((f) => f.id)).toEqual([made[3]!.id]);

    for (let i = 0; i < 26; i += 1) await addFeedback({ content: `deepPaging ${i}` });
    const second = await list('search=deepPaging&page=2&pageSize=25');
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

describe('GET /api/admin/reports', () => {
  let s: TestContext;
  let cookie: string;
  beforeAll(async () => {
    s = await createTestApp();
    ({ cookie } = await createSignedInMember(s.app, { role: 'admin' }));
  });
  afterAll(() => s.close());

  it('lists reports newest first with the reporter, the message and its sender, null once they are gone', async () => {
    const sender = await createUser(s.db, { fullName: 'Sid Sender' });
    const reporter = await createUser(s.db, { fullName: 'Rita Reporter' });
    const conversation = await createConversation(s.db, {
      participantA: sender.id,
      participantB: reporter.id,
      messages: [{ from: 'a', body: 'Send me your password' }],
    });
    const [message] = await s.db.select().from(messages).where(eq(messages.conversationId, conversation.id));
    const [older] = await s.db
      .insert(messageReports)
      .values({ messageId: message!.id, reporterId: reporter.id, reason: 'Scam', createdAt: nextTime() })
      .returning();
    const goneSender = await createUser(s.db);
    const goneReporter = await createUser(s.db);
    const other = await createConversation(s.db, {
      participantA: goneSender.id,
      participantB: goneReporter.id,
      messages: [{ from: 'a', body: 'Rude words' }],
    });
    const [otherMessage] = await s.db.select().from(messages).where(eq(messages.conversationId, other.id));
    const [newer] = await s.db
      .insert(messageReports)
      .values({
        messageId: otherMessage!.id,
        reporterId: goneReporter.id,
        reason: 'Abuse',
        status: 'dismissed',
        resolvedAt: new Date('2026-01-02T03:04:05Z'),
        createdAt: nextTime(),
      })
      .returning();
    await s.db.delete(users).where(eq(users.id, goneSender.id));
    await s.db.delete(users).where(eq(users.id, goneReporter.id));

    const get = async (query: string) => {
      const res = await s.app.inject({ url: `/api/admin/reports?${query}`, headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await get('')).toEqual({
      items: [
        {
          id: newer!.id,
          reason: 'Abuse',
          status: 'dismissed',
          reporter: null,
          message: {
            id: otherMessage!.id,
            body: 'Rude words',
            conversationId: other.id,
            sentAt: otherMessage!.createdAt.toISOString(),
          },
          sender: null,
          resolvedAt: '2026-01-02T03:04:05.000Z',
          createdAt: newer!.createdAt.toISOString(),
        },
        {
          id: older!.id,
          reason: 'Scam',
          status: 'open',
          reporter: { id: reporter.id, fullName: 'Rita Reporter', email: reporter.email },
          message: {
            id: message!.id,
            body: 'Send me your password',
            conversationId: conversation.id,
            sentAt: message!.createdAt.toISOString(),
          },
          sender: { id: sender.id, fullName: 'Sid Sender', email: sender.email, status: 'active', role: 'user' },
          resolvedAt: null,
          createdAt: older!.createdAt.toISOString(),
        },
      ],
      total: 2,
      totalCapped: false,
      page: 1,
      pageSize: 50,
    });
    const open = await get('status=open');
    expect(open.total).toBe(1);
    expect(open.items.map((r: { id: string }) => r.id)).toEqual([older!.id]);
    expect((await get('status=all')).total).toBe(2);
    expect((await get('status=actioned')).items).toEqual([]);
    expect((await get('page=2&pageSize=25')).items).toEqual([]);
  });
});

describe('POST /api/admin/reports/:id/dismiss', () => {
  it('dismisses an open report, audited, leaving the sender alone; a second decision is 409', async () => {
    const { report, sender } = await addReport();
    const res = await call('POST', `/api/admin/reports/${report.id}/dismiss`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: report.id, status: 'dismissed', sender: { status: 'active' } });
    expect(Date.parse(res.json().resolvedAt)).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await t.db.select().from(messageReports).where(eq(messageReports.id, report.id));
    expect(row).toMatchObject({ status: 'dismissed', resolvedBy: admin.id });
    expect(await auditOf(report.id)).toMatchObject([
      { actorId: admin.id, action: 'report.dismiss', targetType: 'message_report' },
    ]);
    for (const action of ['dismiss', 'act']) {
      const again = await call('POST', `/api/admin/reports/${report.id}/${action}`, action === 'act' ? {} : undefined);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toEqual({
        code: 'REPORT_RESOLVED',
        message: 'This report has already been resolved (dismissed).',
      });
    }
    const [after] = await t.db.select().from(users).where(eq(users.id, sender.id));
    expect(after?.status).toBe('active');
  });

  it('answers 404 for an unknown report', async () => {
    for (const action of ['dismiss', 'act']) {
      const res = await call('POST', `/api/admin/reports/${randomUUID()}/${action}`, action === 'act' ? {} : undefined);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Report not found');
    }
  });
});

describe('POST /api/admin/reports/:id/act', () => {
  it("suspends the sender at once, closes the message's open reports as actioned and audits it", async () => {
    const sender = await createSignedInMember(t.app);
    const { report, message } = await addReport({ sender: sender.user });
    // A second member reported the same message; a report of another message by the same sender stays open.
    const secondReporter = await createUser(t.db);
    const [second] = await t.db
      .insert(messageReports)
      .values({ messageId: message.id, reporterId: secondReporter.id, reason: 'Also spam' })
      .returning();
    const elsewhere = await addReport({ sender: sender.user });
    const act = await call('POST', `/api/admin/reports/${report.id}/act`, { reason: 'Spamming members' });
    expect(act.statusCode, act.body).toBe(200);
    expect(act.json()).toMatchObject({
      id: report.id,
      status: 'actioned',
      sender: { id: sender.user.id, status: 'suspended' },
    });

    const next = await call('GET', '/api/me', undefined, sender.cookie);
    expect(next.statusCode).toBe(403);
    expect(next.json().error).toEqual({ code: 'ACCOUNT_SUSPENDED', message: 'Spamming members' });
    const [suspended] = await t.db.select().from(users).where(eq(users.id, sender.user.id));
    expect(suspended).toMatchObject({ status: 'suspended', suspensionReason: 'Spamming members' });

    const reports = await t.db.select().from(messageReports).where(eq(messageReports.messageId, message.id));
    expect(reports.map((r) => [r.id, r.status, r.resolvedBy])).toEqual(
      expect.arrayContaining([
        [report.id, 'actioned', admin.id],
        [second!.id, 'actioned', admin.id],
      ]),
    );
    expect(reports.every((r) => r.resolvedAt)).toBe(true);
    const [untouched] = await t.db.select().from(messageReports).where(eq(messageReports.id, elsewhere.report.id));
    expect(untouched?.status).toBe('open');

    // The sender's open tabs are told to re-read their session.
    const told = await t.db
      .select()
      .from(events)
      .where(and(eq(events.userId, sender.user.id), eq(events.type, 'session.revoked')));
    expect(told).toHaveLength(1);
    expect(await auditOf(report.id)).toMatchObject([
      {
        actorId: admin.id,
        action: 'report.act',
        targetType: 'message_report',
        details: {
          messageId: message.id,
          suspendedUserId: sender.user.id,
          reason: 'Spamming members',
          actionedReportIds: expect.arrayContaining([report.id, second!.id]),
        },
      },
    ]);

    for (const id of [report.id, second!.id]) {
      const again = await call('POST', `/api/admin/reports/${id}/act`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('REPORT_RESOLVED');
    }
  });

  it("uses 'Admin action' when no reason is given, with or without a body", async () => {
    for (const payload of [undefined, {}, { reason: '   ' }]) {
      const { report, sender } = await addReport();
      const res = await call('POST', `/api/admin/reports/${report.id}/act`, payload);
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await t.db.select().from(users).where(eq(users.id, sender.id));
      expect(row).toMatchObject({ status: 'suspended', suspensionReason: 'Admin action' });
    }
  });

  it('refuses a reason over 500 characters', async () => {
    const { report } = await addReport();
    const res = await call('POST', `/api/admin/reports/${report.id}/act`, { reason: 'x'.repeat(501) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('reason');
  });

  it('refuses (409) to suspend an admin, leaving the admin and the report as they were', async () => {
    const otherAdmin = await createUser(t.db, { role: 'admin' });
    const { report } = await addReport({ sender: otherAdmin });
    const res = await call('POST', `/api/admin/reports/${report.id}/act`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'SENDER_IS_ADMIN',
      message:
        'The sender of this message is an admin, and an admin cannot be suspended from a report. Change their role in the Users tab first, or dismiss the report.',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, otherAdmin.id));
    expect(row?.status).toBe('active');
    const [after] = await t.db.select().from(messageReports).where(eq(messageReports.id, report.id));
    expect(after).toMatchObject({ status: 'open', resolvedBy: null });
    expect(await t.db.select().from(events).where(eq(events.userId, otherAdmin.id))).toEqual([]);
    expect(await auditOf(report.id)).toEqual([]);
    // The list names the sender's role, so the Reports tab offers no suspension the server would refuse.
    const listed = await call('GET', '/api/admin/reports?status=open');
    const item = (listed.json() as { items: { id: string; sender: unknown }[] }).items.find((r) => r.id === report.id);
    expect(item?.sender).toMatchObject({ id: otherAdmin.id, role: 'admin', status: 'active' });
  });

  it('refuses (409) when the sender deleted their account; the report can still be dismissed', async () => {
    const { report, sender } = await addReport();
    await t.db.delete(users).where(eq(users.id, sender.id));
    const res = await call('POST', `/api/admin/reports/${report.id}/act`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('SENDER_GONE');
    const dismissed = await call('POST', `/api/admin/reports/${report.id}/dismiss`);
    expect(dismissed.json()).toMatchObject({ status: 'dismissed', sender: null });
  });
});
