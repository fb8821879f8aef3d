// What a member chose for their notifications (issue 34): read where a notification, a push or an email is about
// to go out, so a change applies to everything not sent yet. A kind without a row has its defaults.
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  defaultKindChannels,
  type KindChannels,
  notificationKinds,
  type NotificationKind,
} from '#shared/notification-kinds.ts';
import type { NotificationPreferences } from '#shared/schemas/notification-preferences.ts';
import type { Executor } from '../../db/client.ts';
import { notificationPreferences, users } from '../../db/schema/index.ts';
import { type EventTransaction, recordEvent } from '../../platform/events/record.ts';
import type { QuietHours } from '../../platform/local-time.ts';

export type MemberChannels = {
  userId: string;
  email: string;
  fullName: string;
  /** What the member reads in: their notifications and emails are written in it. */
  language: string;
  kinds: Record<NotificationKind, KindChannels>;
  quiet: QuietHours;
};

const memberColumns = {
  userId: users.id,
  email: users.email,
  fullName: users.fullName,
  language: users.language,
  timeZone: users.timeZone,
  start: users.quietHoursStart,
  end: users.quietHoursEnd,
};

async function readChannels(db: Executor, where: SQL): Promise<MemberChannels[]> {
  const members = await db.select(memberColumns).from(users).where(where);
  if (members.length === 0) return [];
  const chosen = await db
    .select()
    .from(notificationPreferences)
    .where(
      inArray(
        notificationPreferences.userId,
        members.map((member) => member.userId),
      ),
    );
  const kindsOf = new Map(members.map((member) => [member.userId, { ...defaultKindChannels }]));
  for (const { userId, kind, inApp, email, push } of chosen) kindsOf.get(userId)![kind] = { inApp, email, push };
  return members.map(({ userId, email, fullName, language, timeZone, start, end }) => {
    const kinds = kindsOf.get(userId)!;
    return { userId, email, fullName, language, kinds, quiet: { timeZone, start, end } };
  });
}

export const readMemberChannels = async (db: Executor, userId: string) =>
  (await readChannels(db, eq(users.id, userId)))[0] ?? null;

/** Several members' channels at once (a batch of alerts), by member. */
export async function readChannelsOfMembers(db: Executor, userIds: string[]): Promise<Map<string, MemberChannels>> {
  const found = userIds.length === 0 ? [] : await readChannels(db, inArray(users.id, userIds));
  return new Map(found.map((channels) => [channels.userId, channels]));
}

/** The member an email goes to, by its address: emails are queued by address, and read at send time. */
export const readChannelsByAddress = async (db: Executor, address: string) =>
  (await readChannels(db, eq(users.email, address)))[0] ?? null;

const toClockTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function presentNotificationPreferences(channels: MemberChannels): NotificationPreferences {
  const { start, end, timeZone } = channels.quiet;
  return {
    kinds: notificationKinds.map((kind) => ({ kind, ...channels.kinds[kind] })),
    quietHours: start === null || end === null ? null : { start: toClockTime(start), end: toClockTime(end) },
    timeZone,
  };
}

/** Saves the kinds given (the others keep their choice), quiet hours and the time zone; the member's tabs follow. */
export async function updateNotificationPreferences(
  db: EventTransaction,
  userId: string,
  input: NotificationPreferences,
): Promise<void> {
  await recordEvent(db, { userId, type: 'notification-preferences.changed', payload: {} });
  await db
    .update(users)
    .set({
      timeZone: input.timeZone,
      quietHoursStart: input.quietHours ? toMinutes(input.quietHours.start) : null,
      quietHoursEnd: input.quietHours ? toMinutes(input.quietHours.end) : null,
    })
    .where(eq(users.id, userId));
  if (input.kinds.length === 0) return;
  await db
    .insert(notificationPreferences)
    // A push opens its notification in the app's list: a kind kept out of the list has no push either.
    .values(input.kinds.map((channels) => ({ userId, ...channels, push: channels.inApp && channels.push })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: {
        inApp: sql`excluded.in_app`,
        email: sql`excluded.email`,
        push: sql`excluded.push`,
        updatedAt: sql`now()`,
      },
    });
}

/** Turns the email of these kinds off (an unsubscribe link), keeping the other channels as they were. */
export async function turnEmailOff(
  db: EventTransaction,
  channels: MemberChannels,
  kinds: NotificationKind[],
): Promise<void> {
  if (kinds.length === 0) return;
  await recordEvent(db, { userId: channels.userId, type: 'notification-preferences.changed', payload: {} });
  await db
    .insert(notificationPreferences)
    .values(kinds.map((kind) => ({ userId: channels.userId, kind, ...channels.kinds[kind], email: 'off' as const })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { email: sql`excluded.email`, updatedAt: sql`now()` },
    });
}
