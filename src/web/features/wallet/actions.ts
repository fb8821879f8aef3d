import { ApiError } from '#web/lib/api-client.ts';

// What the wallet's actions share: the idempotency key of each attempt and the message for a failure.

/** The option last sent (100 DC, $25...) and the key it was sent with. */
export type Attempt = { option: number; requestId: string };

/**
 * The key for sending `option` now. Retrying the attempt whose outcome is unknown (`last`, kept only then) sends
 * its key again, so the server applies it at most once; any other action gets a fresh key.
 */
export function chooseAttempt(last: Attempt | null, option: number, createId: () => string): Attempt {
  return last?.option === option ? last : { option, requestId: createId() };
}

/** No answer, or a server fault: the action may or may not have been applied. */
export function isOutcomeUnknown(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

// Answers that did not come from our routes (a proxy's page) carry no message of ours.
const foreignCodes = new Set(['HTTP_ERROR', 'INVALID_RESPONSE']);

/**
 * The server's own words when it refused the request ('Insufficient coins', a form message); the spec's
 * 'Failed to ... Please try again.' for anything else (no answer, a server fault).
 */
export function describeActionError(error: unknown, fallback: string): string {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return refused && !foreignCodes.has(error.code) && error.message ? error.message : fallback;
}
