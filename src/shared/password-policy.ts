// The password policy of sign-up, reset and change, on the server and in the strength meter alike: zxcvbn-ts
// estimates how many guesses a password takes, with its list of the most common passwords and the member's own
// email and name as words it knows. Its dictionary is large, so the checker is loaded on demand (its own chunk in
// the web, once per app on the server) and handed to `judgePassword`, which stays pure.
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

export type PasswordChecker = Pick<ZxcvbnFactory, 'check'>;

/** Who the password is for: the words it must not be built from. */
export type PasswordOwner = { email?: string | undefined; fullName?: string | undefined };

export type PasswordVerdict =
  { acceptable: true; score: number } | { acceptable: false; score: number; reason: string };

export const passwordReasons = {
  common: 'This is a very common password',
  personal: 'Avoid using your name or email',
  guessable: 'This password is too easy to guess',
} as const;

// zxcvbn scores 0-4: below 2 means under a million guesses. A password built on the member's own name or email
// must reach 3 (10^10 guesses): an attacker who targets them knows those words.
const minimumScore = 2;
const minimumScoreWithPersonalWords = 3;
const commonWarnings = new Set(['topTen', 'topHundred', 'common', 'similarToCommon']);

export async function loadPasswordChecker(): Promise<PasswordChecker> {
  const [{ ZxcvbnFactory }, common] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
  ]);
  return new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
}

/** The words of the member's email and name, whole and in parts, plus the site's own name. */
export function personalWords({ email, fullName }: PasswordOwner): string[] {
  const local = email?.split('@')[0] ?? '';
  const name = fullName?.trim() ?? '';
  const words = [
    email ?? '',
    local,
    ...local.split(/[^\p{L}\p{N}]+/u),
    name,
    name.replace(/\s+/g, ''),
    ...name.split(/\s+/),
  ];
  words.push('dragon market', 'dragonmarket');
  return [...new Set(words.map((word) => word.toLowerCase()).filter((word) => word.length >= 3))];
}

export function judgePassword(checker: PasswordChecker, password: string, owner: PasswordOwner): PasswordVerdict {
  const { score, feedback } = checker.check(password, personalWords(owner));
  const personal = feedback.warning === 'userInputs';
  if (personal && score < minimumScoreWithPersonalWords) {
    return { acceptable: false, score, reason: passwordReasons.personal };
  }
  if (score >= minimumScore) return { acceptable: true, score };
  const common = feedback.warning !== null && commonWarnings.has(feedback.warning);
  return { acceptable: false, score, reason: common ? passwordReasons.common : passwordReasons.guessable };
}
