// One event stream per tab (GET /api/events) while a member is signed in, shared by every feature: each subscribes
// to the event names it cares about and receives them in batches, at most 2 batches a second across all of them
// (spec section 9), so a burst of events costs one refresh.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
// Zod-free, so the first load stays small: the stream's query schema lives apart (event-stream-query.ts).
import {
  type RealtimeEvent,
  type RealtimeEventType,
  realtimeEventTypes,
  streamReadyEvent,
} from '#shared/schemas/events.ts';
import { createEventBatcher } from '#web/lib/event-batcher.ts';
import { reconnectDelayMs } from '#web/lib/reconnect-backoff.ts';
import { readSessionUser, sessionQueryKey, useSession } from '#web/lib/session.ts';

const maxBatchesPerSecond = 2;

type EventOf<T extends RealtimeEventType> = Extract<RealtimeEvent, { type: T }>;
type Subscriber = { types: ReadonlySet<RealtimeEventType>; onEvents: (events: RealtimeEvent[]) => void };

const subscribers = new Set<Subscriber>();
const openListeners = new Set<() => void>();

/** Calls `onEvents` with each batch's events of those names, oldest first; returns the unsubscribe. */
export function subscribeLiveEvents<T extends RealtimeEventType>(
  types: readonly T[],
  onEvents: (events: EventOf<T>[]) => void,
): () => void {
  const subscriber: Subscriber = {
    types: new Set(types),
    onEvents: onEvents as (events: RealtimeEvent[]) => void,
  };
  subscribers.add(subscriber);
  return () => {
    subscribers.delete(subscriber);
  };
}

/**
 * Calls `onOpen` each time the stream (re)connects. What changed before, while no stream was open, may be in
 * neither the cache nor the replay (a first connection replays nothing), so subscribers reread what they show.
 */
export function subscribeLiveStreamOpen(onOpen: () => void): () => void {
  openListeners.add(onOpen);
  return () => {
    openListeners.delete(onOpen);
  };
}

/** subscribeLiveEvents for a component's lifetime; the latest `onEvents` is called, so it need not be stable. */
export function useLiveEvents<T extends RealtimeEventType>(
  types: readonly T[],
  onEvents: (events: EventOf<T>[]) => void,
): void {
  const latest = useRef(onEvents);
  useEffect(() => {
    latest.current = onEvents;
  });
  const key = types.join(',');
  useEffect(() => subscribeLiveEvents(key.split(',') as T[], (events) => latest.current(events)), [key]);
}

function dispatch(events: RealtimeEvent[]): void {
  for (const subscriber of subscribers) {
    const mine = events.filter((event) => subscriber.types.has(event.type));
    if (mine.length === 0) continue;
    try {
      subscriber.onEvents(mine);
    } catch (error) {
      // One feature's failure must not starve the others of their events.
      console.error('Live event handler failed', error);
    }
  }
}

function readEventData(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Keeps the tab's stream open while a member is signed in; mount once. On a dropped connection the browser
 * reconnects by itself and resends Last-Event-ID, so the server replays what was missed; after an error response
 * (500, 502, 401) it gives up for good, so the stream is rebuilt here, with the last id seen, after a backoff.
 */
export function useLiveEventStream(): void {
  const { user } = useSession();
  const userId = user?.id;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    const batcher = createEventBatcher<RealtimeEvent>({ intervalMs: 1000 / maxBatchesPerSecond, flush: dispatch });
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | null = null;
    let failedAttempts = 0;
    // A rebuilt stream is a new EventSource, which does not know the old one's Last-Event-ID; the query parameter
    // carries it instead.
    let lastEventId = '';

    const connect = () => {
      retryTimer = null;
      // The session may have ended while waiting (a 401 is one reason the stream closed).
      if (!readSessionUser(queryClient)) return;
      const url = lastEventId ? `/api/events?lastEventId=${encodeURIComponent(lastEventId)}` : '/api/events';
      const current = new EventSource(url, { withCredentials: true });
      source = current;
      // The stream's starting point: a stream rebuilt before any event came resumes from it.
      current.addEventListener(streamReadyEvent, (message) => {
        if (message.lastEventId) lastEventId = message.lastEventId;
      });
      for (const type of realtimeEventTypes) {
        current.addEventListener(type, (message) => {
          if (message.lastEventId) lastEventId = message.lastEventId;
          const data = readEventData(message.data as string);
          if (data !== null) batcher.push({ type, data } as RealtimeEvent);
        });
      }
      current.addEventListener('open', () => {
        failedAttempts = 0;
        for (const onOpen of openListeners) onOpen();
      });
      current.addEventListener('error', () => {
        // CONNECTING means the browser is already retrying by itself.
        if (current.readyState !== EventSource.CLOSED) return;
        // Refused: perhaps the session ended; asking now tells the member at once instead of at the next check.
        void queryClient.refetchQueries({ queryKey: sessionQueryKey }, { cancelRefetch: false });
        retryTimer = setTimeout(connect, reconnectDelayMs(failedAttempts));
        failedAttempts += 1;
      });
    };

    connect();
    return () => {
      if (retryTimer !== null) clearTimeout(retryTimer);
      source?.close();
      batcher.dispose();
    };
  }, [userId, queryClient]);
}
