import { describe, expect, it } from 'vitest';
import { measurePasswordStrength } from './password-strength.ts';

describe('measurePasswordStrength', () => {
  it.each([
    ['', 0, 'Very Weak'],
    ['abc', 1, 'Very Weak'],
    ['abcdefgh', 2, 'Weak'],
    ['Abcdefgh', 3, 'Fair'],
    ['Abcdefg1', 4, 'Good'],
    ['Abcdef1!', 5, 'Strong'],
    ['A1!', 3, 'Fair'],
  ])('%j scores %i (%s)', (password, score, label) => {
    expect(measurePasswordStrength(password)).toEqual({ score, label });
  });
});
