// GET /api/events: one Server-Sent Events stream per signed-in tab. Each stream keeps a cursor, the id of the last
// event it sent, and reads the member's events after it from the table whenever the bus says there may be new
// ones. So a reconnect with Last-Event-ID gets what it missed (a server restart loses nothing), live events come in
// id order, and none is sent twice.
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { eventsEndpoints as endpoints } from '#shared/endpoints/events.ts';
import { streamReadyEvent } from '#shared/schemas/events.ts';
import type { StoredEvent } from '../../platform/events/bus.ts';
import { route } from '../../platform/route.ts';
import { isSessionActive, latestEventId, listEventsAfter } from './service.ts';

// Proxies drop streams idle for 30-60 s.
const pingEveryMs = 25_000;
const retryMs = 3_000;
// A client that reads slower than its events arrive would make the stream buffer them without end; past this, the
// stream ends and the client resumes from its Last-Event-ID.
const maxBufferedBytes = 256 * 1024;
// Bounds one read; a client further behind gets this many, then the stream ends and it asks again.
const readLimit = 500;
/** Live streams one member may hold in this process; the next one closes their oldest. */
export const maxStreamsPerMember = 10;
// What the closed oldest stream's browser waits before trying again (instead of retryMs), so eleven open tabs do not
// keep closing each other; when it does come back, Last-Event-ID replays what it missed.
const replacedRetryMs = 60_000;

const formatEvent = (event: StoredEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`;

function lastEventIdOf(header: string | string[] | undefined, query: string | undefined): number | null {
  const value = typeof header === 'string' && /^\d{1,15}$/.test(header) ? header : query;
  return value === undefined ? null : Number(value);
}

export async function eventRoutes(app: FastifyInstance): Promise<void> {
  const open = new Set<PassThrough>();
  // Each member's open streams, oldest first, by the function that ends one.
  const streamsOf = new Map<string, (() => void)[]>();
  // Open streams would hold app.close() until their clients leave; end them so shutdown finishes.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  // One member cannot hold an unbounded number of connections (and event reads) open.
  const admitStream = (memberId: string, end: () => void) => {
    const streams = streamsOf.get(memberId) ?? [];
    streams.push(end);
    streamsOf.set(memberId, streams);
    // Each end() removes itself (forgetStream), in place.
    while (streams.length > maxStreamsPerMember) streams[0]!();
  };
  const forgetStream = (memberId: string, end: () => void) => {
    const streams = streamsOf.get(memberId);
    if (!streams) return;
    const at = streams.indexOf(end);
    if (at >= 0) streams.splice(at, 1);
    if (streams.length === 0) streamsOf.delete(memberId);
  };

  route(
    app,
    endpoints.stream,
    async (request, reply) => {
      const { member } = request;
      const session = request.authSession;
      const { db } = app.ctx.database;
      // Read before subscribing: an event committed in between is then after the cursor and read by the first
      // catch-up, rather than lost between the two.
      let cursor =
        lastEventIdOf(request.headers['last-event-id'], request.query.lastEventId) ??
        (await latestEventId(db, member.id));

      const stream = new PassThrough();
      let ended = false;
      const cleanup = () => {
        if (ended) return;
        ended = true;
        clearInterval(ping);
        unsubscribe();
        open.delete(stream);
        forgetStream(member.id, replace);
        stream.end();
      };
      // Closed to make room for the member's newest stream.
      const replace = () => {
        write(`retry: ${replacedRetryMs}\n\n`);
        cleanup();
      };
      const write = (chunk: string) => {
        // Writing after the end would throw.
        if (ended) return;
        stream.write(chunk);
        if (stream.writableLength > maxBufferedBytes) cleanup();
      };
      // The stream must not outlive its session: a signed-out device would go on hearing the member's events.
      const sessionEnded = async (): Promise<boolean> => {
        if (!session) return false;
        try {
          return !(await isSessionActive(db, session.id));
        } catch (error) {
          request.log.error({ err: error }, 'session check failed');
          return false;
        }
      };
      const endWithoutSession = () =>
        void sessionEnded().then((gone) => {
          if (gone) cleanup();
        });

      // One read at a time; a wake-up during a read asks for one more after it.
      let reading = false;
      let readAgain = false;
      const catchUp = async () => {
        if (reading) {
          readAgain = true;
          return;
        }
        reading = true;
        try {
          do {
            readAgain = false;
            const batch = await listEventsAfter(db, { userId: member.id, afterId: cursor, limit: readLimit });
            for (const event of batch) {
              write(formatEvent(event));
              cursor = event.id;
              // Waited for, so nothing after the revocation reaches a device whose session it ended.
              if (event.type === 'session.revoked' && (await sessionEnded())) {
                cleanup();
                return;
              }
            }
            // More may be left, and the client is far enough behind to be better off asking again.
            if (batch.length === readLimit) cleanup();
          } while (readAgain && !ended);
        } catch (error) {
          request.log.error({ err: error }, 'event stream read failed');
          cleanup();
        } finally {
          reading = false;
        }
      };

      open.add(stream);
      admitStream(member.id, replace);
      const unsubscribe = app.ctx.events.subscribe(member.id, () => void catchUp());
      const ping = setInterval(() => {
        // An expiry pushed out meanwhile (the member was active) is found when the client reconnects.
        if (session && session.expiresAt.getTime() <= app.ctx.clock()) cleanup();
        else {
          write(': ping\n\n');
          // A session can end without a session.revoked reaching this stream: a deleted account's events are
          // deleted with it.
          endWithoutSession();
        }
      }, pingEveryMs);
      reply.raw.on('close', cleanup);
      stream.on('close', cleanup);
      // The client may have left while the cursor was read; 'close' has then come and gone.
      if (reply.raw.destroyed) cleanup();

      // The first bytes flush the headers, so the client knows at once that it is connected. The ready event
      // gives even a stream that has sent nothing yet an id, so a client dropped before any event reaches it
      // reconnects with a Last-Event-ID and is replayed what it missed.
      write(`retry: ${retryMs}\n\n`);
      write(`id: ${cursor}\nevent: ${streamReadyEvent}\ndata: {}\n\n`);
      void catchUp();

      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          // Without it, a stream ended at shutdown leaves a keep-alive socket that holds app.close() open.
          .header('connection', 'close')
          .send(stream)
      );
    },
    // Each event must leave at once; a compressor would sit on it until its buffer filled.
    { compress: false },
  );
}
