// A JSON body nested thousands of levels deep is tiny (10,000 levels fit in 20 KB) but would make every walk over
// the parsed value (our text check, zod, the serialiser) overflow the stack. The raw text is measured first, in
// one pass without recursion, and such a body is refused with a 400 before it is parsed.
import { AppError } from './errors.ts';

/** Deeper than any request body the API takes (a few levels), far below what a recursive walk can survive. */
export const maxJsonDepth = 32;

export const tooDeepMessage = `The request body is nested too deeply (at most ${maxJsonDepth} levels of objects and arrays).`;

export const tooDeep = () => new AppError('BODY_TOO_DEEP', tooDeepMessage, { body: tooDeepMessage });

const openers = new Set(['{', '[']);
const closers = new Set(['}', ']']);

/** Whether the JSON text opens more than `max` objects or arrays inside each other; brackets in strings do not count. */
export function exceedsJsonDepth(text: string, max = maxJsonDepth): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (openers.has(char)) {
      depth += 1;
      if (depth > max) return true;
    } else if (closers.has(char)) {
      depth -= 1;
    }
  }
  return false;
}
