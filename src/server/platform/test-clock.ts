// The app clock of a server under an end-to-end spec that would otherwise wait out real minutes (the email retry
// schedule): it runs with the wall clock, moved on by the lines 'advance <ms>' the parent process writes to stdin.
// Only the process that started the server holds that pipe, and config refuses TEST_CLOCK in production.
import { createInterface } from 'node:readline';
import type { Clock } from './clock.ts';

/** Reads `input` line by line; each move is acknowledged on `output`, so the parent knows it took effect. */
export function createStdinClock(input: NodeJS.ReadableStream, output: NodeJS.WritableStream): Clock {
  let offsetMs = 0;
  createInterface({ input }).on('line', (line) => {
    const match = /^advance (\d+)$/.exec(line.trim());
    if (!match) return;
    offsetMs += Number(match[1]);
    output.write(`test clock: advanced to +${offsetMs} ms\n`);
  });
  return () => Date.now() + offsetMs;
}
