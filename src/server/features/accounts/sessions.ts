// A member's signed-in devices: better-auth's session rows, listed and revoked by our own queries (its server API
// revokes by token, which the member's other devices never hand us). A revocation is one transaction with its
// session.revoked event: the revoked session's open streams end (each checks its own session on that event) and
// every tab of the member rechecks its session, so only the revoked device is signed out.
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { describeBrowser } from '#shared/browser-name.ts';
import type { AccountSession } from '#shared/schemas/accounts.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { recordEvent, transactWithEvents, type EventTransaction } from '../../platform/events/record.ts';
import { isUuid } from '../../platform/ids.ts';

const sessionNotFound = () => notFound('Session not found');

/**
 * The member's unexpired sessions, most recently active first. better-auth sets updatedAt when it creates a
 * session and whenever it extends one (a request more than `updateAge`, 5 minutes, after the last extension),
 * so it is the last activity to within 5 minutes.
 */
export async function listSessions(db: Database, userId: string, currentId: string): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    browser: describeBrowser(row.userAgent),
    // better-auth stores '' when it found no address.
    ipAddress: row.ipAddress || null,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    current: row.id === currentId,
  }));
}

async function announceRevoked(tx: EventTransaction, userId: string) {
  await recordEvent(tx, { userId, type: 'session.revoked', payload: {} });
}

/** Ends one of the member's own sessions; another member's or an unknown id is 'Session not found'. */
export async function revokeSession(ctx: AppContext, userId: string, sessionId: string): Promise<void> {
  if (!isUuid(sessionId)) throw sessionNotFound();
  await transactWithEvents(ctx, async (tx) => {
    const deleted = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
      .returning({ id: sessions.id });
    if (deleted.length === 0) throw sessionNotFound();
    await announceRevoked(tx, userId);
  });
}

/** Ends every session of the member but the current one; returns how many of them were still alive. */
export async function revokeOtherSessions(ctx: AppContext, userId: string, currentId: string): Promise<number> {
  return transactWithEvents(ctx, async (tx) => {
    const deleted = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, currentId)))
      .returning({ expiresAt: sessions.expiresAt });
    const now = ctx.clock();
    const alive = deleted.filter((row) => row.expiresAt.getTime() > now).length;
    if (alive > 0) await announceRevoked(tx, userId);
    return alive;
  });
}
