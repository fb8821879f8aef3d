import { beforeAll, describe, expect, it } from 'vitest';
import { judgePassword, loadPasswordChecker, type PasswordChecker, passwordReasons } from './password-policy.ts';
import { countStrengthPoints, ratePassword, tooShortReason } from './password-strength.ts';

let checker: PasswordChecker;
beforeAll(async () => {
  checker = await loadPasswordChecker();
});

const robin = { email: 'robin.hale@example.com', fullName: 'Robin Hale' };

function rate(password: string, owner = robin) {
  return ratePassword(password, judgePassword(checker, password, owner));
}

describe('countStrengthPoints', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['abcdefgh', 2],
    ['Abcdefgh', 3],
    ['Abcdefg1', 4],
    ['Abcdef1!', 5],
    ['A1!', 3],
  ])('%j has %i of the spec’s points', (password, points) => {
    expect(countStrengthPoints(password)).toBe(points);
  });
});

describe('ratePassword', () => {
  it.each([
    ['password123', passwordReasons.common],
    ['Password123!', passwordReasons.common],
    ['Robin2026!', passwordReasons.personal],
    ['Abcdef1!', passwordReasons.guessable],
    ['qwerty123', passwordReasons.common],
  ])('reads %j, which the server refuses, as Very Weak with the reason', (password, reason) => {
    expect(judgePassword(checker, password, robin).acceptable).toBe(false);
    expect(rate(password)).toEqual({ level: 0, label: 'Very Weak', reason });
  });

  it('refuses a password under the minimum length before the dictionary has loaded', () => {
    expect(ratePassword('A1!', null)).toEqual({ level: 0, label: 'Very Weak', reason: tooShortReason });
  });

  it('shows no level for a long enough password until the policy has judged it', () => {
    expect(ratePassword('Robin2026!', null)).toEqual({ level: null, label: null, reason: null });
  });

  it.each([
    ['Sturdy-Pass-42', 'Strong'],
    ['Kx9#mQ2$vL', 'Good'],
    ['Summer2024!', 'Fair'],
    ['correct horse battery staple', 'Fair'],
    ['purplemonkeydishwasher', 'Weak'],
  ])('rates %j, which the server accepts, %s', (password, label) => {
    expect(judgePassword(checker, password, robin).acceptable).toBe(true);
    expect(rate(password)).toMatchObject({ label, reason: null });
  });

  it('never rates a password the policy refuses above Very Weak', () => {
    const candidates = [
      'Robin2026!',
      'RobinHale1!',
      'Hale2026#',
      'Password1!',
      'Welcome2024!',
      'Qwerty123!',
      'Dragonmarket1!',
    ];
    for (const password of candidates) {
      const verdict = judgePassword(checker, password, robin);
      if (!verdict.acceptable) expect(ratePassword(password, verdict).level).toBe(0);
      else expect(ratePassword(password, verdict).level).toBeGreaterThan(0);
    }
  });
});
