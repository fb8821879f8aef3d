// deadlock_detected and serialization_failure: PostgreSQL undid the whole transaction, so running it again is safe.
const transientCodes = new Set(['40P01', '40001']);

/** Whether the error is such a conflict, also when wrapped by the query builder (error.cause). */
export function isTransientConflict(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && transientCodes.has(code)) return true;
    current = cause;
  }
  return false;
}

/**
 * Runs a whole top-level transaction again (up to `attempts` times in all) when PostgreSQL made it a deadlock's
 * victim. Only for work that touches nothing but the database, since all of it runs again, and only around a
 * transaction of its own: inside another one, the outer transaction is already lost. What still fails returns
 * 409 TRY_AGAIN (errors.ts).
 */
export async function retryTransientConflicts<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isTransientConflict(error)) throw error;
    }
  }
}
