import { useCallback, useRef } from 'react';
import { type Attempt, chooseAttempt, isOutcomeUnknown } from './actions.ts';

/**
 * Runs one wallet action with its idempotency key (the requestId the server dedupes on). The key outlives an
 * attempt whose outcome is unknown, so clicking the same option again cannot apply it twice; after any response
 * the next click is a new action with a new key.
 */
export function useRequestId() {
  const last = useRef<Attempt | null>(null);

  return useCallback(async <T>(option: number, run: (requestId: string) => Promise<T>): Promise<T> => {
    const attempt = chooseAttempt(last.current, option, () => crypto.randomUUID());
    last.current = attempt;
    try {
      const result = await run(attempt.requestId);
      last.current = null;
      return result;
    } catch (error) {
      if (!isOutcomeUnknown(error)) last.current = null;
      throw error;
    }
  }, []);
}
