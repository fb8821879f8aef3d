// GET /api/events: one Server-Sent Events stream per signed-in tab. A client that reconnects with Last-Event-ID
// first gets what it missed (from the events table, so a server restart loses nothing), then live events.
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventStreamQuerySchema } from '#shared/schemas/events.ts';
import type { StoredEvent } from '../../platform/events/bus.ts';
import { requireMember } from '../../platform/guards.ts';
import { listEventsAfter } from './service.ts';

// Proxies drop streams idle for 30-60 s.
const pingEveryMs = 25_000;
const retryMs = 3_000;

const formatEvent = (event: StoredEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`;

function lastEventIdOf(header: string | string[] | undefined, query: string | undefined): number | null {
  const value = typeof header === 'string' && /^\d{1,15}$/.test(header) ? header : query;
  return value === undefined ? null : Number(value);
}

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = new Set<PassThrough>();
  // Open streams would hold app.close() until their clients leave; end them so shutdown finishes.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get(
    '/events',
    {
      config: { access: 'member' },
      schema: {
        tags: ['events'],
        summary: 'Realtime events of the signed-in member (text/event-stream)',
        querystring: eventStreamQuerySchema,
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const lastEventId = lastEventIdOf(request.headers['last-event-id'], request.query.lastEventId);
      const stream = new PassThrough();
      open.add(stream);

      // Live events arriving while the replay is read wait, so the order holds and none is sent twice.
      let waiting: StoredEvent[] | null = lastEventId === null ? null : [];
      const unsubscribe = app.events.subscribe(member.id, (event) => {
        if (waiting) waiting.push(event);
        else stream.write(formatEvent(event));
      });
      const ping = setInterval(() => stream.write(': ping\n\n'), pingEveryMs);
      const cleanup = () => {
        clearInterval(ping);
        unsubscribe();
        open.delete(stream);
        stream.end();
      };
      reply.raw.on('close', cleanup);

      // The first bytes flush the headers, so the client knows at once that it is connected.
      stream.write(`retry: ${retryMs}\n\n`);
      if (lastEventId !== null) {
        try {
          const missed = await listEventsAfter(app.deps.database.db, { userId: member.id, afterId: lastEventId });
          const sent = new Set(missed.map((event) => event.id));
          for (const event of missed) stream.write(formatEvent(event));
          for (const event of waiting ?? []) if (!sent.has(event.id)) stream.write(formatEvent(event));
          waiting = null;
        } catch (error) {
          cleanup();
          throw error;
        }
      }

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
  );
};
