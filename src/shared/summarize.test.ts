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

  it('counts code points and never cuts an emoji in half', () => {
    // '😀' is two UTF-16 code units: a cut by code unit would keep only its first half here.
    const summary = summarize(`${'x'.repeat(8)}😀${'y'.repeat(10)}`, 10);
    expect(summary).toBe(`${'x'.repeat(8)}😀…`);
    expect(summary).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(summarize('😀'.repeat(10), 10)).toBe('😀'.repeat(10));
  });
});
