// The stream's event names for the browser, kept apart from #shared/schemas/events.ts: that module also holds the
// server's zod schema of the stream's query, and importing it would put zod (~25 KB gzip) in every page's first
// load (docs/performance.md, 'Web bundle size'). The types below keep the two in step at compile time.
import type { RealtimeEventType, streamReadyEvent as sharedStreamReadyEvent } from '#shared/schemas/events.ts';

/** The stream's first event (its starting id, no news); the same name as the server's. */
export const streamReadyEvent: typeof sharedStreamReadyEvent = 'ready';

// A record, not a list: the compiler refuses a missing or unknown name. A name missing here would never reach the
// tab, since EventSource dispatches only the names it listens for.
const everyEventName: Record<RealtimeEventType, true> = {
  'notification.created': true,
  'notification.updated': true,
  'notification.deleted': true,
  'notifications.read-all': true,
  'notifications.cleared': true,
  'session.revoked': true,
  'settings.changed': true,
  'proposal.updated': true,
  'message.created': true,
  'conversation.read': true,
};

/** Every event name the stream carries, each needing its own EventSource listener. */
export const realtimeEventTypes = Object.keys(everyEventName) as RealtimeEventType[];
