import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './cached-answer.ts';

describe('chooseEncoding', () => {
  it('prefers Brotli, then gzip, and sends nothing compressed when neither is accepted', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('')).toBeUndefined();
  });

  it('treats a q of 0 as a refusal and honours a wildcard', () => {
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('BR; q=0, GZIP; q=0')).toBeUndefined();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('br;q=0, *;q=0.1')).toBe('gzip');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
    // Whitespace before the parameters is allowed.
    expect(chooseEncoding('*, br ;q=0')).toBe('gzip');
  });
});
