import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { chooseAttempt, isOutcomeUnknown } from './actions.ts';

const ids = () => {
  let count = 0;
  return () => `id-${++count}`;
};

const apiError = (status: number, code = 'SOME_CODE', message = 'Insufficient coins') =>
  new ApiError({ status, code, message });

describe('chooseAttempt', () => {
  it('makes a key for a first action', () => {
    expect(chooseAttempt(null, 100, ids())).toEqual({ option: 100, requestId: 'id-1' });
  });

  it('keeps the key when the same option is retried', () => {
    const last = { option: 100, requestId: 'kept' };
    expect(chooseAttempt(last, 100, ids())).toBe(last);
  });

  it('makes a new key for another option', () => {
    expect(chooseAttempt({ option: 100, requestId: 'kept' }, 500, ids())).toEqual({ option: 500, requestId: 'id-1' });
  });
});

describe('isOutcomeUnknown', () => {
  it('is unknown without an answer or after a server fault', () => {
    expect(isOutcomeUnknown(apiError(0, 'NETWORK'))).toBe(true);
    expect(isOutcomeUnknown(apiError(503))).toBe(true);
    expect(isOutcomeUnknown(new Error('boom'))).toBe(true);
  });

  it('is known after a refusal', () => {
    expect(isOutcomeUnknown(apiError(400))).toBe(false);
    expect(isOutcomeUnknown(apiError(409))).toBe(false);
  });
});
