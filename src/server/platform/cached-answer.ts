// Compression for responses the compression plugin does not handle: a response many requests share (the public
// lists' JSON, a server-rendered page's HTML), serialised once and compressed at most once per encoding, keeping its
// copies while cached: compressing it per request cost more than building it (docs/performance.md, 'Cached anonymous
// reads').
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

export type CachedAnswer = {
  /** The body as bytes: a string would be encoded again for every request that sends it. */
  body: Buffer;
  type: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The compressed copies that are done, for an answer written without waiting (platform/early-pages.ts). */
  compressed: Partial<Record<Encoding, Buffer>>;
};

// Below this, compressing saves less than a packet (the compression plugin's threshold too).
const minimumBytes = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressors: Record<Encoding, (json: Buffer) => Promise<Buffer>> = {
  // Quality 5: within a few per cent of the maximum's size on these responses, at a fraction of its time.
  br: (json) => brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (json) => gzipAsync(json, { level: 6 }),
};

export function createCachedAnswer(body: unknown): CachedAnswer {
  return {
    body: Buffer.from(JSON.stringify(body)),
    type: 'application/json; charset=utf-8',
    encoded: {},
    compressed: {},
  };
}

export function createCachedPage(html: string): CachedAnswer {
  return { body: Buffer.from(html), type: 'text/html; charset=utf-8', encoded: {}, compressed: {} };
}

// Browsers send a handful of distinct Accept-Encoding values; each is parsed once.
const chosenByHeader = new Map<string, Encoding | undefined>();
const maxRememberedHeaders = 100;

/** The encoding to send: Brotli, then gzip, as the Accept-Encoding header allows (a q of 0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  if (chosenByHeader.has(acceptEncoding)) return chosenByHeader.get(acceptEncoding);
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = part.toLowerCase().split(';');
    const name = rawName.trim();
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (encoding: Encoding) => (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0;
  const chosen = (['br', 'gzip'] as const).find(allows);
  if (chosenByHeader.size < maxRememberedHeaders) chosenByHeader.set(acceptEncoding, chosen);
  return chosen;
}

export async function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  vary = 'accept-encoding',
) {
  reply.type(answer.type).header('vary', vary);
  const encoding = chooseEncodingFor(request, answer.body);
  // Bytes go out as they are; the compression plugin leaves a set Content-Encoding alone.
  if (!encoding) return reply.send(answer.body);
  // A failed compression is not kept: the next request tries again.
  answer.encoded[encoding] ??= compressors[encoding](answer.body).then(
    (bytes) => (answer.compressed[encoding] = bytes),
    (error: unknown) => {
      delete answer.encoded[encoding];
      throw error;
    },
  );
  return reply.header('content-encoding', encoding).send(await answer.encoded[encoding]);
}

/**
 * The bytes to send for an Accept-Encoding header and their encoding, when they are at hand now: undefined while
 * that encoding's copy is not made yet (sendCachedAnswer makes it).
 */
export function readReadyAnswer(
  answer: CachedAnswer,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: Encoding } | undefined {
  const encoding = answer.body.length >= minimumBytes ? chooseEncoding(acceptEncoding) : undefined;
  if (!encoding) return { body: answer.body };
  const body = answer.compressed[encoding];
  return body && { body, encoding };
}

function chooseEncodingFor(request: FastifyRequest, body: Buffer): Encoding | undefined {
  return body.length >= minimumBytes ? chooseEncoding(request.headers['accept-encoding']) : undefined;
}
