import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '#web/lib/api-client.ts';

// Answers that did not come from our routes carry a generic text; the form's own fallback says more.
const genericCodes = new Set(['HTTP_ERROR', 'INVALID_RESPONSE']);

/** The message to show for a failed call: the server's own words when it gave some, otherwise the fallback. */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && !genericCodes.has(error.code) && error.message) return error.message;
  return fallback;
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
