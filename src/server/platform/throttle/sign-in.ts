// Per-account sign-in throttling (decision 016). Failures are counted per email address, whether or not it has an
// account, so the responses never tell the two apart. After `slowAfter` failures each further try must wait a
// doubling delay; at `lockAfter` the address is locked for `lockMs`. Refused tries check no password and are not
// counted. A quiet `lockMs` after the last failure forgets them all.
import { AppError } from '../errors.ts';
import type { CounterStore } from './store.ts';

export const signInPolicy = {
  slowAfter: 5,
  lockAfter: 10,
  firstDelayMs: 1000,
  lockMs: 15 * 60 * 1000,
} as const;

export type SignInVerdict = { allowed: true } | { allowed: false; error: AppError };

const keyOf = (email: string) => `account:${email.trim().toLowerCase()}`;

function minutes(ms: number) {
  const count = Math.max(1, Math.ceil(ms / 60_000));
  return count === 1 ? '1 minute' : `${count} minutes`;
}

function seconds(ms: number) {
  const count = Math.max(1, Math.ceil(ms / 1000));
  return count === 1 ? '1 second' : `${count} seconds`;
}

/** How long after its last failure an account with this many failures refuses tries; 0 when it does not. */
export function waitAfter(failures: number): number {
  if (failures >= signInPolicy.lockAfter) return signInPolicy.lockMs;
  if (failures >= signInPolicy.slowAfter) return signInPolicy.firstDelayMs * 2 ** (failures - signInPolicy.slowAfter);
  return 0;
}

export function createSignInThrottle(counters: CounterStore, now: () => number) {
  return {
    /** Whether a try on this account may check its password now; refused with 429 and when to come back. */
    async check(email: string): Promise<SignInVerdict> {
      const count = await counters.readFailures(keyOf(email));
      if (!count) return { allowed: true };
      const left = count.lastFailureMs + waitAfter(count.failures) - now();
      if (left <= 0) return { allowed: true };
      if (count.failures >= signInPolicy.lockAfter) {
        return {
          allowed: false,
          error: new AppError(
            'ACCOUNT_LOCKED',
            `Too many failed sign-in attempts. This account is locked; please try again in ${minutes(left)} or reset your password.`,
            undefined,
            left,
          ),
        };
      }
      return {
        allowed: false,
        error: new AppError(
          'SIGN_IN_SLOWED',
          `Too many failed sign-in attempts. Please wait ${seconds(left)} and try again.`,
          undefined,
          left,
        ),
      };
    },
    /** Counts a failure; `locked` is true for the one failure that locked the account. */
    async recordFailure(email: string): Promise<{ failures: number; locked: boolean }> {
      const count = await counters.recordFailure(keyOf(email), now(), signInPolicy.lockMs);
      return { failures: count.failures, locked: count.failures === signInPolicy.lockAfter };
    },
    async clear(email: string): Promise<void> {
      await counters.clearFailures(keyOf(email));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
