// The password policy's dictionary in the browser: downloaded (its own chunk, ~200 KB gzip) the first time a
// new-password field is shown, then kept for the visit; until it arrives, the meter shows its points alone.
import { useEffect, useMemo, useState } from 'react';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { limits } from '#shared/constants.ts';
import {
  judgePassword,
  loadPasswordChecker,
  type PasswordChecker,
  type PasswordOwner,
  passwordReasons,
  type PasswordVerdict,
} from '#shared/password-policy.ts';
import { tooShortReason } from '#shared/password-strength.ts';

let checker: Promise<PasswordChecker> | null = null;

function loadChecker(): Promise<PasswordChecker> {
  checker ??= loadPasswordChecker().catch((error: unknown) => {
    checker = null;
    throw error;
  });
  return checker;
}

/** The policy's verdict on `password` for `owner`, or null while the dictionary loads (or nothing is typed). */
export function usePasswordVerdict(password: string, owner: PasswordOwner): PasswordVerdict | null {
  const [loaded, setLoaded] = useState<PasswordChecker | null>(null);
  useEffect(() => {
    let live = true;
    loadChecker().then(
      (ready) => {
        if (live) setLoaded(ready);
      },
      (error: unknown) => console.error('Could not load the password dictionary', error),
    );
    return () => {
      live = false;
    };
  }, []);
  const { email, fullName } = owner;
  return useMemo(
    () => (loaded && password ? judgePassword(loaded, password, { email, fullName }) : null),
    [loaded, password, email, fullName],
  );
}

// Why the policy refuses a password (#shared/password-policy.ts, #shared/password-strength.ts), by message id.
const reasonMessages: ReadonlyMap<string, NonNullable<MessageDescriptor['id']>> = new Map([
  [tooShortReason, 'components.passwordReason.tooShort'],
  [passwordReasons.common, 'components.passwordReason.common'],
  [passwordReasons.personal, 'components.passwordReason.personal'],
  [passwordReasons.guessable, 'components.passwordReason.guessable'],
]);

/** The meter's reason for refusing a password in the reader's language; a reason it does not know as it is. */
export function describePasswordReason(reason: string, intl: IntlShape): string {
  const id = reasonMessages.get(reason);
  return id ? intl.formatMessage({ id }, { min: limits.passwordMin }) : reason;
}
