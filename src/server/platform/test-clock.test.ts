import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createStdinClock } from './test-clock.ts';

function readLine(stream: PassThrough): Promise<string> {
  return new Promise((resolve) => stream.once('data', (chunk: Buffer) => resolve(chunk.toString())));
}

describe('createStdinClock', () => {
  it('runs with the wall clock, moved on by each advance line, and says so', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    const clock = createStdinClock(input, output);
    expect(Math.abs(clock() - Date.now())).toBeLessThan(1000);

    input.write('advance 30000\n');
    expect(await readLine(output)).toBe('test clock: advanced to +30000 ms\n');
    input.write('something else\nadvance 60000\n');
    expect(await readLine(output)).toBe('test clock: advanced to +90000 ms\n');
    expect(clock() - Date.now()).toBeGreaterThanOrEqual(89_000);
  });
});
