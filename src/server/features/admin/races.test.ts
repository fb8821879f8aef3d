// Two admin actions on the same members at the same moment. On PostgreSQL they really overlap (the pool has four
// connections); on PGlite they run one after the other, in either order. Either way the outcome must be one the
// actions could have reached one at a time, and never an error of the server's own (a deadlock is one).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, messageReports, messages, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createConversation, createUser } from '../../test/factories.ts';
import { actOnReport } from './inbox-reports.ts';
import { deleteUser, setUserRole, suspendUser } from './users.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rounds = 4;

/** What a settled action came to: 'ok', or the code of the app's refusal; anything else fails the test. */
const outcome = (result: PromiseSettledResult<unknown>) => {
  if (result.status === 'fulfilled') return 'ok';
  const code = (result.reason as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[A-Z_]+$/.test(code)) throw result.reason;
  return code;
};

const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const activeAdmins = async () =>
  (await t.db.select().from(users).where(eq(users.role, 'admin'))).filter((u) => u.status === 'active');

describe('two admins at once', () => {
  it('one deleting the other while being demoted by them: exactly one wins, and an active admin remains', async () => {
    for (let round = 0; round < rounds; round++) {
      // Only these two run the platform.
      await t.db.update(users).set({ role: 'user' });
      const [cal, dee] = [await createUser(t.db, { role: 'admin' }), await createUser(t.db, { role: 'admin' })];
      const results = await Promise.allSettled([
        deleteUser(t.db, cal, dee.id),
        setUserRole(t.db, dee, { userId: cal.id, role: 'user' }),
      ]);
      const [deletion, demotion] = results.map(outcome);
      // The loser is no longer an admin (demoted or deleted) or would leave none: refused either way.
      expect([deletion, demotion].filter((o) => o === 'ok')).toHaveLength(1);
      expect([deletion, demotion].find((o) => o !== 'ok')).toMatch(/^(LAST_ADMIN|FORBIDDEN)$/);
      const admins = await activeAdmins();
      expect(admins).toHaveLength(1);
      if (deletion === 'ok') {
        expect(await userRow(dee.id)).toBeUndefined();
        expect(admins[0]?.id).toBe(cal.id);
      } else {
        expect(await userRow(cal.id)).toMatchObject({ role: 'user' });
        expect(admins[0]?.id).toBe(dee.id);
      }
    }
  });

  it('one suspending a member while the other deletes them: both orders end with the member gone, audited as done', async () => {
    const [ann, bea] = [await createUser(t.db, { role: 'admin' }), await createUser(t.db, { role: 'admin' })];
    for (let round = 0; round < rounds; round++) {
      const member = await createUser(t.db);
      const results = await Promise.allSettled([
        suspendUser(t.db, ann, { userId: member.id, reason: 'Spam' }),
        deleteUser(t.db, bea, member.id),
      ]);
      const [suspension, deletion] = results.map(outcome);
      expect(deletion).toBe('ok');
      // Suspended first, then deleted; or deleted first, and the suspension finds no one.
      expect(suspension).toMatch(/^(ok|NOT_FOUND)$/);
      expect(await userRow(member.id)).toBeUndefined();
      const audited = await t.db.select().from(auditLog).where(eq(auditLog.targetId, member.id));
      expect(audited.map((a) => a.action).sort()).toEqual(
        suspension === 'ok' ? ['user.delete', 'user.suspend'] : ['user.delete'],
      );
    }
  });

  it('one acting on a report while the other makes its sender an admin: an admin is never suspended from a report', async () => {
    const [ann, bea] = [await createUser(t.db, { role: 'admin' }), await createUser(t.db, { role: 'admin' })];
    for (let round = 0; round < rounds; round++) {
      const sender = await createUser(t.db);
      const reporter = await createUser(t.db);
      const conversation = await createConversation(t.db, {
        participantA: sender.id,
        participantB: reporter.id,
        messages: [{ from: 'a', body: 'Buy followers cheap' }],
      });
      const [message] = await t.db.select().from(messages).where(eq(messages.conversationId, conversation.id));
      const [report] = await t.db
        .insert(messageReports)
        .values({ messageId: message!.id, reporterId: reporter.id, reason: 'Spam' })
        .returning();

      const results = await Promise.allSettled([
        actOnReport(t.db, ann, { reportId: report!.id, reason: 'Spamming' }),
        setUserRole(t.db, bea, { userId: sender.id, role: 'admin' }),
      ]);
      const [act, promotion] = results.map(outcome);
      expect(promotion).toBe('ok');
      const [after] = await t.db.select().from(messageReports).where(eq(messageReports.id, report!.id));
      if (act === 'ok') {
        // Suspended as a member, then promoted: a suspended admin, as the Users tab allows.
        expect(await userRow(sender.id)).toMatchObject({ role: 'admin', status: 'suspended' });
        expect(after?.status).toBe('actioned');
      } else {
        expect(act).toBe('SENDER_IS_ADMIN');
        expect(await userRow(sender.id)).toMatchObject({ role: 'admin', status: 'active' });
        expect(after?.status).toBe('open');
      }
    }
  });
});
