// The strength meter of the sign-up, reset and change-password forms. The spec's five advisory points (length 8+,
// upper case, lower case, digit, symbol) give the label, but the meter never contradicts the server: a password
// the policy refuses (shared/password-policy.ts, the same check the server runs) is 'Very Weak' with the reason,
// and an accepted one shows the lower of its points and the policy's own estimate, never below 'Weak'.
import { limits } from './constants.ts';
import type { PasswordVerdict } from './password-policy.ts';

export const strengthLabels = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
export type StrengthLabel = (typeof strengthLabels)[number];

/** What the meter shows: a level of `strengthLabels` (null while the policy's dictionary loads) and why it is refused. */
export type PasswordRating =
  { level: number; label: StrengthLabel; reason: string | null } | { level: null; label: null; reason: null };

export const tooShortReason = `Password must be at least ${limits.passwordMin} characters`;

/** The spec's points: one for each criterion met, 0-5. */
export function countStrengthPoints(password: string): number {
  const criteria = [/.{8,}/, /[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/];
  return criteria.filter((pattern) => pattern.test(password)).length;
}

function rated(level: number, reason: string | null = null): PasswordRating {
  return { level, label: strengthLabels[level] ?? 'Very Weak', reason };
}

/**
 * The meter's reading of `password` given the policy's `verdict` on it (null until the dictionary has loaded).
 * A password shorter than the minimum is refused without the dictionary; any other waits for the verdict rather
 * than show a level the server might refuse.
 */
export function ratePassword(password: string, verdict: PasswordVerdict | null): PasswordRating {
  if (password.length < limits.passwordMin) return rated(0, tooShortReason);
  if (!verdict) return { level: null, label: null, reason: null };
  if (!verdict.acceptable) return rated(0, verdict.reason);
  const pointsLevel = countStrengthPoints(password) - 1;
  return rated(Math.max(1, Math.min(pointsLevel, verdict.score)));
}
