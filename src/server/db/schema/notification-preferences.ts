// What each member chose for each kind of notification (issue 34); a kind without a row has the defaults
// (shared/notification-kinds.ts). Quiet hours and the time zone they are read in live on users.
import { boolean, check, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { emailFrequencies, notificationKinds } from '#shared/notification-kinds.ts';
import { isOneOf, updatedAt } from './helpers.ts';
import { users } from './users.ts';

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    inApp: boolean('in_app').notNull(),
    email: text('email', { enum: emailFrequencies }).notNull(),
    push: boolean('push').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('notification_preferences_kind_check', isOneOf(t.kind, notificationKinds)),
    check('notification_preferences_email_check', isOneOf(t.email, emailFrequencies)),
  ],
);
