import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, events, messageReports, messages, users } from '../../db/schema/index.ts';
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
          can: { dismiss: false, act: false },
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
          can: { dismiss: true, act: true },
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
