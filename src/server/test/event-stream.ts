// Reading GET /api/events in API tests: a real HTTP connection (inject cannot stream) on an app that listens.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { streamReadyEvent } from '#shared/schemas/events.ts';
import { createTestApp } from './app.ts';

/** A test app listening on a free port, so streams can be opened with fetch. */
export async function listeningApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return t;
}

export type ReceivedEvent = { id: string; event: string; data: unknown };

/** A real HTTP connection to GET /api/events (inject cannot stream), read event by event. */
export async function openEventStream(app: FastifyInstance, cookie: string, headers: Record<string, string> = {}) {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${address.port}/api/events`, {
    headers: { cookie, ...headers },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  /** The next block's fields, comments left out; null once the stream ends. */
  const nextBlock = async (): Promise<Record<string, string> | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return Object.fromEntries(
          block
            .split('\n')
            .filter((line) => line && !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
        );
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += value;
    }
  };
  const next = async (): Promise<ReceivedEvent | null> => {
    for (;;) {
      const fields = await nextBlock();
      if (!fields) return null;
      if (fields.event && fields.event !== streamReadyEvent)
        return { id: fields.id ?? '', event: fields.event, data: JSON.parse(fields.data ?? 'null') };
    }
  };
  /** The id the stream starts after, from its ready event; call it first. */
  const nextId = async (): Promise<string | undefined> => {
    for (;;) {
      const fields = await nextBlock();
      if (!fields || fields.event === streamReadyEvent) return fields?.id;
    }
  };
  return { response: res, next, nextId, close: () => controller.abort() };
}
