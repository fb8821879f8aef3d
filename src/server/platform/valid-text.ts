// Text that PostgreSQL cannot store, or that is not text at all, is refused at the door with a 400: a NUL byte
// (PostgreSQL refuses \u0000 in text and the query would fail as a 500), a lone UTF-16 surrogate (stored silently
// as U+FFFD), and a JSON body that is not valid UTF-8 (decoded silently as U+FFFD). One check for every route,
// before its schema, instead of one per field. A body nested too deeply is refused before it is parsed
// (json-depth.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { exceedsJsonDepth, tooDeep } from './json-depth.ts';

export const invalidTextMessage = 'Text must not contain NUL characters or invalid Unicode.';

const invalidText = (field: string) =>
  new AppError('INVALID_TEXT', invalidTextMessage, { [field]: invalidTextMessage });

// With the u flag a surrogate pair is one code point, so \p{Cs} matches only a lone surrogate.
const loneSurrogate = /\p{Cs}/u;
const isBadText = (text: string) => text.includes('\u0000') || loneSurrogate.test(text);

/**
 * The dotted path of the first bad string (a value or a key) in a parsed body, query or params, or null. Walked
 * with a stack of its own rather than by recursion, so no shape of input can overflow the call stack.
 */
export function findInvalidText(root: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (isBadText(value)) return path;
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    // Pushed in reverse, so the first field is looked at first and its path is the one named.
    for (const [key, inner] of Object.entries(value).reverse()) {
      const innerPath = path ? `${path}.${key}` : key;
      if (isBadText(key)) return innerPath;
      pending.push({ value: inner, path: innerPath });
    }
  }
  return null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

export function registerTextCheck(app: FastifyInstance): void {
  // Fastify's own parser (with its prototype-poisoning checks), given the body only once it decoded as UTF-8.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(invalidText('body'), undefined);
      return;
    }
    if (exceedsJsonDepth(text)) {
      done(tooDeep(), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.addHook('preValidation', async (request: FastifyRequest) => {
    const parts = { params: request.params, query: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      const found = findInvalidText(value);
      if (found !== null) throw invalidText(found || part);
    }
  });
}
