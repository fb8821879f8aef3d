// Every feature notifies members through createNotification, in its own transaction; each change to a member's
// notifications also records an event (platform/events) so their other tabs and devices follow without reloading.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { limits, type NotificationType } from '#shared/constants.ts';
import { defaultLocale } from '#shared/locales.ts';
import { kindOfNotification } from '#shared/notification-kinds.ts';
import { notificationSections, type UnreadCounts } from '#shared/schemas/notifications.ts';
import type { AppContext } from '../../context.ts';
import type { Database, Executor } from '../../db/client.ts';
import { conversations, messages, notifications, proposals } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { translate } from '../../platform/texts.ts';
import {
  lockMemberEvents,
  recordEvent,
  transactWithEvents,
  type EventTransaction,
} from '../../platform/events/record.ts';
import { queueNoticeEmail } from './notice-email.ts';
import { schedulePushes } from './push-delivery.ts';
import { readChannelsOfMembers, readMemberChannels } from './preferences.ts';
import { type NotificationRow, presentNotification } from './present.ts';

export type { NotificationRow };
// Other features show notifications too (the dashboard's Recent Activity), in the bell's shape.
export { presentNotification };

const notificationNotFound = () => notFound('Notification not found');

// In a transaction, exact once it holds the member's event lock (lockMemberEvents): their notifications then change
// one transaction at a time, in the order of their events.
async function countUnread(db: Executor, userId: string): Promise<number> {
  return (await countUnreadOf(db, [userId])).get(userId) ?? 0;
}

async function countUnreadOf(db: Executor, userIds: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.isRead, false)))
    .groupBy(notifications.userId);
  return new Map(rows.map((row) => [row.userId, row.n]));
}

const unreadIn = (types: readonly string[]) =>
  sql<number>`count(*) filter (where ${inArray(notifications.type, [...types])})`.mapWith(Number);

/**
 * The sidebar badges (docs/decisions/007-sidebar-badges.md, decision 019): the member's unread notifications, all
 * of them and per proposals section, in one pass over the partial unread index; Messages counts the conversations
 * holding a message to the member not read yet or a proposal's version waiting for their answer, as the Messages
 * list marks them.
 */
export async function countUnreadNotificationsBySection(db: Executor, userId: string): Promise<UnreadCounts> {
  // A proposal's version waiting for the member's answer marks its pair's conversation unread until they answer it
  // (decision 035), as the Messages list counts it: the party who did not offer the latest version answers it.
  const unreadConversations = sql<number>`(SELECT count(*) FROM (
    SELECT m.conversation_id FROM ${messages} m WHERE m.receiver_id = ${userId} AND m.read_at IS NULL
    UNION
    SELECT c.id FROM ${proposals} p JOIN ${conversations} c
      ON LEAST(c.participant_a, c.participant_b) = LEAST(p.sender_id, p.receiver_id)
      AND GREATEST(c.participant_a, c.participant_b) = GREATEST(p.sender_id, p.receiver_id)
      AND c.participant_a IS NOT NULL AND c.participant_b IS NOT NULL
    WHERE p.status = 'pending' AND ${userId} IN (p.sender_id, p.receiver_id)
      AND p.offered_by_id IS DISTINCT FROM ${userId}
  ) unread)`.mapWith(Number);
  const [row] = await db
    .select({ total: count(), messages: unreadConversations, bids: unreadIn(notificationSections.bids) })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row ?? { total: 0, messages: 0, bids: 0 };
}

/**
 * A notification's message, or one written for its reader's language: what it names beside its words (a day) is
 * then written in that language too.
 */
export type NoticeMessage = string | ((language: string) => string);

/** A notification's wording in the language its recipient reads now (decision 057). */
function inLanguage<T extends { title: string; message: NoticeMessage }>(
  language: string | undefined,
  input: T,
): T & { message: string } {
  const message = typeof input.message === 'string' ? input.message : input.message(language ?? defaultLocale);
  return { ...input, title: translate(language, input.title), message: translate(language, message) };
}

export type NotificationInput = {
  userId: string;
  type: NotificationType;
  title: string;
  message: NoticeMessage;
  relatedId?: string | null;
};

/**
 * Inserts a notification in the caller's transaction, on the channels the member chose for its kind (issue 34):
 * the app's list (and from it, push), and email. Its event reaches open streams after the commit when the caller
 * opened the transaction with transactWithEvents (platform/events/record.ts). Null when the member keeps this kind
 * out of the app's list, or is gone.
 */
export async function createNotification(
  tx: EventTransaction,
  input: NotificationInput,
): Promise<NotificationRow | null> {
  return (await createNotifications(tx, [input]))[0] ?? null;
}

/**
 * createNotification for many at once (a batch of a listing's alerts): the members' channels, the inserts, their
 * unread counts and their devices each read or written in one statement. Returns the notifications in the app's
 * list, in the order given.
 */
export async function createNotifications(
  tx: EventTransaction,
  inputs: NotificationInput[],
): Promise<NotificationRow[]> {
  const userIds = [...new Set(inputs.map((input) => input.userId))];
  // Before the inserts: the unread counts below must include every notification committed before these.
  await lockMemberEvents(tx, userIds);
  const channelsOf = await readChannelsOfMembers(tx, userIds);
  const notices = inputs.flatMap((input) => {
    const channels = channelsOf.get(input.userId);
    if (!channels) return [];
    return [{ channels, notice: { ...inLanguage(channels.language, input), relatedId: input.relatedId ?? null } }];
  });
  const listed = ({ channels, notice }: (typeof notices)[number]) =>
    channels.kinds[kindOfNotification[notice.type]].inApp;
  const inApp = notices.filter(listed);
  for (const { channels, notice } of notices.filter((n) => !listed(n))) {
    await queueNoticeEmail(tx, channels, { ...notice, id: null });
  }
  if (inApp.length === 0) return [];
  const rows = await tx
    .insert(notifications)
    .values(inApp.map(({ notice }) => notice))
    .returning();
  if (rows.length !== inApp.length) throw new Error('notification insert returned fewer rows than it was given');
  const unread = await countUnreadOf(tx, [...new Set(rows.map((row) => row.userId))]);
  // A member told twice in one call hears of each with the count as it stood then.
  const later = new Map<string, number>();
  for (const row of rows) later.set(row.userId, (later.get(row.userId) ?? 0) + 1);
  for (const row of rows) {
    const left = later.get(row.userId)! - 1;
    later.set(row.userId, left);
    await recordEvent(tx, {
      userId: row.userId,
      type: 'notification.created',
      payload: { notification: presentNotification(row), unreadCount: (unread.get(row.userId) ?? 0) - left },
    });
  }
  await schedulePushes(
    tx,
    rows.map((notification, index) => ({ notification, channels: inApp[index]!.channels })),
  );
  for (const [index, row] of rows.entries()) {
    const { channels, notice } = inApp[index]!;
    await queueNoticeEmail(tx, channels, { ...notice, id: row.id });
  }
  return rows;
}

/**
 * One unread notification per conversation (relatedId): while the member has not read the last one, a new message
 * rewrites it (text, time) instead of adding another, so a burst of messages does not flood the bell.
 */
export async function upsertConversationNotification(
  tx: EventTransaction,
  input: { userId: string; type: NotificationType; title: string; message: string; relatedId: string },
): Promise<NotificationRow | null> {
  // Before the read: a notification read or written by another transaction is seen as committed.
  await lockMemberEvents(tx, [input.userId]);
  const channels = await readMemberChannels(tx, input.userId);
  const { title, message } = inLanguage(channels?.language, input);
  const updated = await tx
    .update(notifications)
    .set({ title, message, createdAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, input.userId),
        eq(notifications.type, input.type),
        eq(notifications.relatedId, input.relatedId),
        eq(notifications.isRead, false),
      ),
    )
    .returning();
  const [first] = updated;
  if (!first) return createNotification(tx, input);
  await announceUpdates(tx, input.userId, updated);
  if (channels) await schedulePushes(tx, [{ notification: first, channels }]);
  return first;
}

/** Marks the member's unread notifications of this type about one thing (a conversation) read, telling their tabs. */
export async function markRelatedNotificationsRead(
  tx: EventTransaction,
  input: { userId: string; type: NotificationType; relatedId: string },
): Promise<void> {
  await lockMemberEvents(tx, [input.userId]);
  const changed = await tx
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.userId, input.userId),
        eq(notifications.type, input.type),
        eq(notifications.relatedId, input.relatedId),
        eq(notifications.isRead, false),
      ),
    )
    .returning();
  await announceUpdates(tx, input.userId, changed);
}

// The caller holds the member's event lock, so the unread count is exact.
async function announceUpdates(tx: EventTransaction, userId: string, rows: NotificationRow[]) {
  if (rows.length === 0) return;
  const unreadCount = await countUnread(tx, userId);
  for (const notification of rows) {
    await recordEvent(tx, {
      userId,
      type: 'notification.updated',
      payload: { notification: presentNotification(notification), unreadCount },
    });
  }
}

/** The member's newest notifications (the spec's list limit) and how many of all of theirs are unread. */
export async function listNotifications(db: Database, userId: string) {
  const items = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limits.notificationListLimit);
  return { items, unreadCount: await countUnread(db, userId) };
}

export async function markNotificationRead(ctx: AppContext, { userId, id }: { userId: string; id: string }) {
  return transactWithEvents(ctx, async (tx) => {
    await lockMemberEvents(tx, [userId]);
    const mine = and(eq(notifications.id, id), eq(notifications.userId, userId));
    const [changed] = await tx
      .update(notifications)
      .set({ isRead: true })
      .where(and(mine, eq(notifications.isRead, false)))
      .returning();
    const notification = changed ?? (await tx.select().from(notifications).where(mine))[0];
    if (!notification) throw notificationNotFound();
    const unreadCount = await countUnread(tx, userId);
    // Reading one already read changes nothing the other tabs show.
    if (changed) {
      await recordEvent(tx, {
        userId,
        type: 'notification.updated',
        payload: { notification: presentNotification(changed), unreadCount },
      });
    }
    return { notification, unreadCount };
  });
}

export async function markAllNotificationsRead(ctx: AppContext, userId: string): Promise<{ unreadCount: 0 }> {
  return transactWithEvents(ctx, async (tx) => {
    await lockMemberEvents(tx, [userId]);
    const changed = await tx
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
      .returning({ id: notifications.id });
    if (changed.length > 0) {
      await recordEvent(tx, { userId, type: 'notifications.read-all', payload: { unreadCount: 0 } });
    }
    return { unreadCount: 0 as const };
  });
}

export async function deleteNotification(ctx: AppContext, { userId, id }: { userId: string; id: string }) {
  return transactWithEvents(ctx, async (tx) => {
    await lockMemberEvents(tx, [userId]);
    const [deleted] = await tx
      .delete(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    if (!deleted) throw notificationNotFound();
    const unreadCount = await countUnread(tx, userId);
    await recordEvent(tx, { userId, type: 'notification.deleted', payload: { id, unreadCount } });
    return { unreadCount };
  });
}

export async function clearNotifications(ctx: AppContext, userId: string): Promise<{ unreadCount: 0 }> {
  return transactWithEvents(ctx, async (tx) => {
    await lockMemberEvents(tx, [userId]);
    const deleted = await tx
      .delete(notifications)
      .where(eq(notifications.userId, userId))
      .returning({ id: notifications.id });
    if (deleted.length > 0) {
      await recordEvent(tx, { userId, type: 'notifications.cleared', payload: { unreadCount: 0 } });
    }
    return { unreadCount: 0 as const };
  });
}
