// The server's half of shared/password-policy.ts: sign-up, reset and change refuse a password the meter would
// refuse, with the meter's reason.
import {
  judgePassword,
  loadPasswordChecker,
  type PasswordChecker,
  type PasswordOwner,
} from '#shared/password-policy.ts';
import { badRequest } from '../../platform/errors.ts';

export type PasswordCheckerSource = () => Promise<PasswordChecker>;

/** Loads the dictionary on first use and keeps it for the app's lifetime (one per buildApp). */
export function createPasswordCheckerSource(): PasswordCheckerSource {
  let checker: Promise<PasswordChecker> | undefined;
  return () => {
    checker ??= loadPasswordChecker().catch((error: unknown) => {
      checker = undefined;
      throw error;
    });
    return checker;
  };
}

/** 400 WEAK_PASSWORD, on `field`, when the policy refuses the password for this owner. */
export async function enforcePasswordPolicy(
  source: PasswordCheckerSource,
  password: string,
  owner: PasswordOwner,
  field: string,
): Promise<void> {
  const verdict = judgePassword(await source(), password, owner);
  if (verdict.acceptable) return;
  throw badRequest('WEAK_PASSWORD', `${verdict.reason}. Please choose a different password.`, {
    [field]: `${verdict.reason}. Please choose a different password.`,
  });
}
