import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { IntlShape } from 'react-intl';
import { ApiError } from '#web/lib/api-client.ts';

// Responses that did not come from our routes (a proxy's page) carry a generic text of the api client's.
const foreignCodes = new Set(['HTTP_ERROR', 'INVALID_RESPONSE']);

/**
 * The message to show for a failed call: the server's own words when it refused the request ('Insufficient coins',
 * a form's message); the spec's 'Failed to ... Please try again.' (the fallback) for anything else: no response, a
 * timeout, a server fault.
 */
export function describeError(error: unknown, fallback: string): string {
  return readRefusal(error) ?? fallback;
}

/** The server's own words when it refused the request (a 4xx response from our routes), else undefined. */
export function readRefusal(error: unknown): string | undefined {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return refused && !foreignCodes.has(error.code) && error.message ? error.message : undefined;
}

/**
 * A failed call's message as a page shows it: the server's own words (it answers in the member's language), or the
 * api client's for a call that got no answer or a foreign one (a timeout, no connection), in the page's language.
 */
export function readErrorMessage(error: Error, intl: IntlShape): string {
  return error instanceof ApiError && error.messageId ? intl.formatMessage({ id: error.messageId }) : error.message;
}

/** Puts the server's per-field messages under the matching inputs; returns whether any was placed. */
export function applyFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldNames: readonly FieldPath<Values>[],
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let placed = false;
  for (const name of fieldNames) {
    const message = error.fields[name];
    if (message) {
      setError(name, { type: 'server', message });
      placed = true;
    }
  }
  return placed;
}
