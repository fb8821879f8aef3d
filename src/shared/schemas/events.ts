// The Server-Sent Events of GET /api/events: their names and payloads. Free of zod on purpose: the browser's first
// load imports it (lib/live-events.ts), and the stream's query schema lives in event-stream-query.ts.
import type { NotificationEventMap } from './notifications.ts';

/** The stream's first event: it carries the id the stream starts after, and no news. */
export const streamReadyEvent = 'ready';

/** Every event the stream carries: its SSE `event:` name and its `data:` JSON. Payloads name what changed; the
 * web rereads it, so nothing private travels to a tab that should no longer see it. */
/** What moved a member's money or its records: a ledger kind, or an order or withdrawal changing state. */
export type MoneyChangeReason =
  | 'purchase'
  | 'order'
  | 'conversion'
  | 'withdrawal'
  | 'deal'
  | 'hold'
  | 'release'
  | 'refund'
  | 'reversal'
  | 'adjustment'
  | 'repayment'
  | 'clearing';

export type RealtimeEventMap = NotificationEventMap & {
  /** One or more of the member's sessions ended (password changed or reset, suspension): each tab rechecks its own. */
  'session.revoked': Record<string, never>;
  /** Sent to every member: the public platform settings changed (maintenance mode). */
  'settings.changed': { maintenanceMode: boolean };
  /** Sent to every member: the display currencies' rates changed (the feed's daily refresh, an admin's pin). */
  'currency-rates.changed': Record<string, never>;
  /** One of the member's own listings changed (posted, edited, approved, rejected, paused, deleted). */
  'listing.changed': { offerId: string };
  /** The member's notification settings changed (in another tab, or by an email's unsubscribe link). */
  'notification-preferences.changed': Record<string, never>;
  /** The member added or removed a favourite (in another tab, perhaps): the hearts and their favourites reread. */
  'favourites.changed': { offerId: string };
  /** A proposal the member is party to changed (status, terms). */
  'proposal.updated': { proposalId: string };
  /** A message arrived in one of the member's conversations. */
  'message.created': { conversationId: string; messageId: string };
  /** The member read a conversation (in another tab, perhaps): unread counts change. */
  'conversation.read': { conversationId: string };
  /** The member's balances, orders, ledger entries or withdrawals changed: wallet, dashboard and header reread. */
  'wallet.changed': { reason: MoneyChangeReason };
  /** Sent to every active admin: some member's money changed, so the Transactions and Withdrawals tabs, the
   * users' balances and the stats row reread. It says what kind of change, never whose. */
  'admin.wallets.changed': { reason: MoneyChangeReason };
  /** Sent to every active admin: a listing was posted, edited, decided or deleted, so the Offers tab (its review
   * queue) and the stats row reread. */
  'admin.offers.changed': Record<string, never>;
  /** Sent to every active admin: a dispute was opened, added to, withdrawn or ruled on, so the Disputes tab, an open
   * case and the Users tab's dispute counts reread. */
  'admin.disputes.changed': Record<string, never>;
};
export type RealtimeEventType = keyof RealtimeEventMap;

/** Every event name, for clients that must register a listener per name (EventSource). */
export const realtimeEventTypes = [
  'notification.created',
  'notification.updated',
  'notification.deleted',
  'notifications.read-all',
  'notifications.cleared',
  'session.revoked',
  'settings.changed',
  'currency-rates.changed',
  'listing.changed',
  'favourites.changed',
  'notification-preferences.changed',
  'proposal.updated',
  'message.created',
  'conversation.read',
  'wallet.changed',
  'admin.wallets.changed',
  'admin.offers.changed',
  'admin.disputes.changed',
] as const satisfies readonly RealtimeEventType[];

/** One event as the stream delivers it: its name and its data. */
export type RealtimeEvent = {
  [Type in RealtimeEventType]: { type: Type; data: RealtimeEventMap[Type] };
}[RealtimeEventType];

/** The events that go to every member rather than one. */
export const broadcastEventTypes = [
  'settings.changed',
  'currency-rates.changed',
] as const satisfies readonly RealtimeEventType[];
export type BroadcastEventType = (typeof broadcastEventTypes)[number];
/** The events written for every active admin at the end of a transaction (recordAdminEvent). */
export const adminEventTypes = [
  'admin.wallets.changed',
  'admin.offers.changed',
  'admin.disputes.changed',
] as const satisfies readonly RealtimeEventType[];
export type AdminEventType = (typeof adminEventTypes)[number];
export type MemberEventType = Exclude<RealtimeEventType, BroadcastEventType | AdminEventType>;
