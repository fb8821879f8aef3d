import { beforeAll, describe, expect, it } from 'vitest';
import {
  judgePassword,
  loadPasswordChecker,
  type PasswordChecker,
  passwordReasons,
  personalWords,
} from './password-policy.ts';

let checker: PasswordChecker;
beforeAll(async () => {
  checker = await loadPasswordChecker();
});

const maya = { email: 'maya.okafor@example.com', fullName: 'Maya Okafor' };

describe('judgePassword', () => {
  it.each(['password', 'Password123!', 'qwerty123', 'iloveyou1', '12345678'])('refuses the common %s', (password) => {
    expect(judgePassword(checker, password, maya)).toMatchObject({ acceptable: false, reason: passwordReasons.common });
  });

  it.each(['MayaOkafor2024!', 'maya.okafor@example.com', 'Okafor1990', 'mayaokafor!'])(
    'refuses %s, built from the member’s own name or email',
    (password) => {
      expect(judgePassword(checker, password, maya)).toMatchObject({
        acceptable: false,
        reason: passwordReasons.personal,
      });
    },
  );

  it('accepts the same password for someone it says nothing about', () => {
    expect(judgePassword(checker, 'MayaOkafor2024!', {}).acceptable).toBe(true);
  });

  it('refuses a short keyboard pattern as too easy to guess', () => {
    expect(judgePassword(checker, 'asdfghjk', {})).toMatchObject({ acceptable: false });
  });

  it.each(['Sturdy-Pass-42', 'Correct-Horse-7', 'Zq8!mLp2-river', 'Okafor-Garden-Boat-9'])('accepts %s', (password) => {
    expect(judgePassword(checker, password, maya)).toMatchObject({ acceptable: true });
  });
});

describe('personalWords', () => {
  it('splits the email and the name into the words a password could be built from', () => {
    expect(personalWords(maya)).toEqual(
      expect.arrayContaining(['maya.okafor@example.com', 'maya.okafor', 'maya', 'okafor', 'maya okafor', 'mayaokafor']),
    );
  });

  it('leaves out words too short to matter', () => {
    expect(personalWords({ email: 'a.b@example.com', fullName: 'Al Bo' })).not.toContain('al');
  });
});
