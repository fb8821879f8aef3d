// The chat and the Reports tab offer exactly what the server allows: for a conversation, a message and a report in
// every state that matters, each action its `can` flag allows succeeds, and each it withholds is refused with
// nothing changed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportStatuses } from '#shared/constants.ts';
import { messageReports, messages, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createConversation, createUser } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';
import { reportActions } from './policy.ts';

let t: TestContext;
let admin: Awaited<ReturnType<typeof createSignedInMember>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInMember(t.app, { role: 'admin' });
}, 120_000);
afterAll(() => t.close());

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const messagesIn = (conversationId: string) =>
  t.db.select().from(messages).where(eq(messages.conversationId, conversationId));
const reportsOf = (messageId: string) =>
  t.db.select().from(messageReports).where(eq(messageReports.messageId, messageId));

/** A member's conversation with a partner, one message each way; the partner's account deleted when `partnerGone`. */
async function conversationOf(partnerGone: boolean) {
  const [member, partner] = [await createSignedInMember(t.app), await createUser(t.db)];
  const conversation = await createConversation(t.db, {
    participantA: member.user.id,
    participantB: partner.id,
    messages: [
      { from: 'a', body: 'Is the bike still for sale?' },
      { from: 'b', body: 'It is, come by on Saturday.' },
    ],
  });
  if (partnerGone) await t.db.delete(users).where(eq(users.id, partner.id));
  return { member, id: conversation.id };
}

describe('the conversation policy', () => {
  it('agrees with the server on sending, with the partner there and gone', async () => {
    const allowed: boolean[] = [];
    for (const partnerGone of [false, true]) {
      const { member, id } = await conversationOf(partnerGone);
      const list = await call(member.cookie, 'GET', '/api/conversations');
      expect(list.statusCode, list.body).toBe(200);
      const summary = (list.json().items as { id: string; can: { send: boolean } }[]).find((row) => row.id === id);
      const before = (await messagesIn(id)).length;
      const res = await call(member.cookie, 'POST', `/api/conversations/${id}/messages`, { content: 'Hello?' });
      const context = `send, the partner ${partnerGone ? 'gone' : 'there'}: ${res.statusCode} ${res.body}`;
      if (summary!.can.send) {
        expect(res.statusCode, context).toBe(201);
      } else {
        expect(res.statusCode, context).toBe(409);
        expect((await messagesIn(id)).length, context).toBe(before);
      }
      allowed.push(summary!.can.send);
    }
    // Both outcomes happen: a policy that allowed everything, or nothing, would not pass.
    expect(allowed).toEqual([true, false]);
  });

  it('hides the conversation from anyone else, and refuses their message', async () => {
    const { id } = await conversationOf(false);
    const other = await createSignedInMember(t.app);
    const list = (await call(other.cookie, 'GET', '/api/conversations')).json();
    expect(list.items.map((row: { id: string }) => row.id)).not.toContain(id);
    const res = await call(other.cookie, 'POST', `/api/conversations/${id}/messages`, { content: 'Me too?' });
    expect(res.statusCode).toBe(404);
    expect(await messagesIn(id)).toHaveLength(2);
  });
});

describe('the message policy', () => {
  it("agrees with the server on reporting one's own and the partner's messages, the partner there and gone", async () => {
    const allowed: string[] = [];
    for (const partnerGone of [false, true]) {
      const { member, id } = await conversationOf(partnerGone);
      const history = await call(member.cookie, 'GET', `/api/conversations/${id}/messages`);
      expect(history.statusCode, history.body).toBe(200);
      const items = history.json().items as { id: string; fromMe: boolean; can: { report: boolean } }[];
      expect(items).toHaveLength(2);
      for (const message of items) {
        const res = await call(member.cookie, 'POST', `/api/messages/${message.id}/report`, { reason: 'Spam' });
        const state = `${message.fromMe ? 'own' : "partner's"} message, the partner ${partnerGone ? 'gone' : 'there'}`;
        const context = `report of the ${state}: ${res.statusCode} ${res.body}`;
        if (message.can.report) {
          expect(res.statusCode, context).toBe(201);
          allowed.push(state);
        } else {
          expect(res.statusCode, context).toBe(403);
          expect(await reportsOf(message.id), context).toHaveLength(0);
        }
      }
    }
    expect(allowed.sort()).toEqual(["partner's message, the partner gone", "partner's message, the partner there"]);
  });

  it('refuses a report from anyone outside the conversation as if the message did not exist', async () => {
    const { id } = await conversationOf(false);
    const other = await createSignedInMember(t.app);
    const [message] = await messagesIn(id);
    const res = await call(other.cookie, 'POST', `/api/messages/${message!.id}/report`, { reason: 'Spam' });
    expect(res.statusCode).toBe(404);
    expect(await reportsOf(message!.id)).toHaveLength(0);
  });
});

type SenderState = 'member' | 'admin' | 'gone';

/** A report of a message by a sender in `sender` state, decided already unless `status` is open. */
async function reportIn(status: (typeof reportStatuses)[number], sender: SenderState) {
  const [writer, reporter] = [
    await createUser(t.db, sender === 'admin' ? { role: 'admin' } : {}),
    await createUser(t.db),
  ];
  const conversation = await createConversation(t.db, {
    participantA: writer.id,
    participantB: reporter.id,
    messages: [{ from: 'a', body: 'Buy followers cheap' }],
  });
  const [message] = await messagesIn(conversation.id);
  const [report] = await t.db
    .insert(messageReports)
    .values({ messageId: message!.id, reporterId: reporter.id, reason: 'Spam', status })
    .returning();
  if (sender === 'gone') await t.db.delete(users).where(eq(users.id, writer.id));
  return { reportId: report!.id, writerId: writer.id };
}

describe('the report policy', () => {
  it('agrees with the server on dismissing and acting, for every status and sender', async () => {
    const allowed: string[] = [];
    for (const status of reportStatuses) {
      for (const sender of ['member', 'admin', 'gone'] as const) {
        for (const action of reportActions) {
          const { reportId, writerId } = await reportIn(status, sender);
          const list = await call(admin.cookie, 'GET', `/api/admin/reports?status=${status}&pageSize=100`);
          expect(list.statusCode, list.body).toBe(200);
          const row = (list.json().items as { id: string; can: Record<string, boolean> }[]).find(
            (item) => item.id === reportId,
          );
          expect(row, `${reportId} in the ${status} reports`).toBeDefined();
          const res = await call(admin.cookie, 'POST', `/api/admin/reports/${reportId}/${action}`);
          const context = `${action} on a ${status} report, its sender ${sender}: ${res.statusCode} ${res.body}`;
          if (row!.can[action]) {
            expect(res.statusCode, context).toBe(200);
            allowed.push(`${action}:${status}:${sender}`);
          } else {
            expect(res.statusCode, context).toBe(409);
            const [after] = await t.db.select().from(messageReports).where(eq(messageReports.id, reportId));
            expect(after?.status, context).toBe(status);
            const [writer] = await t.db.select().from(users).where(eq(users.id, writerId));
            expect(writer?.status ?? 'gone', context).toBe(sender === 'gone' ? 'gone' : 'active');
          }
        }
      }
    }
    expect(allowed.sort()).toEqual([
      'act:open:member',
      'dismiss:open:admin',
      'dismiss:open:gone',
      'dismiss:open:member',
    ]);
  });
});
