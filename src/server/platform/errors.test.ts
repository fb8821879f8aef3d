// The error codes are a contract (shared/error-codes.ts, issue 31 point 6): the server throws only codes of the table,
// at the table's status, and the table lists only codes some endpoint can answer with.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCodesOf } from '#shared/endpoint.ts';
import { apiEndpoints } from '#shared/endpoints/index.ts';
import { type ErrorCode, errorCodes } from '#shared/error-codes.ts';
import { AppError, badRequest, conflict } from './errors.ts';

const serverDir = path.resolve(import.meta.dirname, '..');

async function serverSources(): Promise<{ file: string; text: string }[]> {
  const entries = await readdir(serverDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}test${path.sep}`));
  return Promise.all(files.map(async (file) => ({ file, text: await readFile(file, 'utf8') })));
}

// The helper a code is thrown with, and the status it stands for (null: the table's, whatever it is).
const throwers = [
  { pattern: /\bconflict\(\s*'([A-Z_]+)'/g, status: 409 },
  { pattern: /\bbadRequest\(\s*'([A-Z_]+)'/g, status: 400 },
  { pattern: /\bnew AppError\(\s*'([A-Z_]+)'/g, status: null },
  { pattern: /\berrorBody\(\s*'([A-Z_]+)'/g, status: null },
];

describe('the error codes', () => {
  it('are thrown in src/server only from the table, each with the status the table gives it', async () => {
    const found: string[] = [];
    for (const { file, text } of await serverSources()) {
      for (const { pattern, status } of throwers) {
        for (const [, code] of text.matchAll(pattern)) {
          const entry = errorCodes[code as ErrorCode] as { status: number } | undefined;
          const where = `${path.relative(serverDir, file)}: ${code}`;
          if (!entry) found.push(`${where} is not in shared/error-codes.ts`);
          else if (status !== null && entry.status !== status) found.push(`${where} is thrown as ${status}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('gives an AppError the status of its code, and the type checker refuses a code outside the table', () => {
    for (const code of Object.keys(errorCodes) as ErrorCode[]) {
      expect(new AppError(code, 'message').status).toBe(errorCodes[code].status);
    }
    // @ts-expect-error: no such code
    expect(() => new AppError('NO_SUCH_CODE', 'message')).toThrow(TypeError);
    // @ts-expect-error: a 400 code is no conflict; past the type checker, the table's status still wins
    expect(conflict('WEAK_PASSWORD', 'message').status).toBe(400);
    // @ts-expect-error: a 409 code is no bad request
    expect(badRequest('PROPOSAL_PENDING', 'message').status).toBe(409);
  });

  it('lists only codes some endpoint declares or implies (INTERNAL aside, which any route may answer)', () => {
    const answered = new Set(apiEndpoints.flatMap((definition) => Object.values(errorCodesOf(definition)).flat()));
    const unanswered = (Object.keys(errorCodes) as ErrorCode[]).filter(
      (code) => code !== 'INTERNAL' && !answered.has(code),
    );
    expect(unanswered).toEqual([]);
  });
});
