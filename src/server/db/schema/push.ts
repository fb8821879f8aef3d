// Web push (issue 34): each browser a member turned push notifications on in, as its PushSubscription.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './helpers.ts';
import { sessions, users } from './users.ts';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The sign-in it was turned on in: signing out there, or that session's revocation or expiry, ends its pushes,
    // so a shared or lost device stops showing the member's news.
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    // The push service's address for the browser; one browser profile is one subscription, whoever signs in on it.
    endpoint: text('endpoint').notNull().unique(),
    // The browser's P-256 public key and auth secret (RFC 8291), URL-safe base64, which each payload is encrypted to.
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    deviceName: text('device_name').notNull(),
    createdAt: createdAt(),
    // When the push service last took a message for it.
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
