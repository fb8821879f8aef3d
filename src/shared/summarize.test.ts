import { describe, expect, it } from 'vitest';
import { summarize } from './summarize.ts';

describe('summarize', () => {
  it('keeps short text, with its whitespace folded', () => {
    expect(summarize('  Bike\n\nrepairs   done well. ')).toBe('Bike repairs done well.');
  });

  it('cuts long text at a word boundary within the limit and marks the cut', () => {
    const text = `${'word '.repeat(40)}end`;
    const summary = summarize(text, 32);
    expect(summary).toBe('word word word word word word…');
    expect(summary.length).toBeLessThanOrEqual(32);
  });

  it('cuts a text without spaces at the limit', () => {
    expect(summarize('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
