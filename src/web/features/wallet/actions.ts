import { ApiError } from '#web/lib/api-client.ts';

// What the wallet's actions share: the idempotency key of each attempt, and whether a failed one may have applied.

/** The option last sent (100 DC, $25...) and the key it was sent with. */
export type Attempt = { option: number; requestId: string };

/**
 * The key for sending `option` now. Retrying the attempt whose outcome is unknown (`last`, kept only then) sends
 * its key again, so the server applies it at most once; any other action gets a fresh key.
 */
export function chooseAttempt(last: Attempt | null, option: number, createId: () => string): Attempt {
  return last?.option === option ? last : { option, requestId: createId() };
}

/** No response, or a server fault: the action may or may not have been applied. */
export function isOutcomeUnknown(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}
