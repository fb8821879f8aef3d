import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIntl } from 'react-intl';
import spanish from 'virtual:messages/es';
import { englishIntl } from '#web/test/english.ts';
import { api, ApiError } from './api-client.ts';
import { applyFieldErrors, describeError, readErrorMessage, readRefusal } from './form-errors.ts';

const fallback = 'Authentication failed. Please try again.';

describe('describeError', () => {
  it("shows the server's own message", () => {
    const error = new ApiError({ status: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    expect(describeError(error, fallback)).toBe('Invalid email or password');
  });

  it('falls back for answers that did not come from our routes, and for anything else', () => {
    const proxyError = new ApiError({ status: 404, code: 'HTTP_ERROR', message: 'The server could not...' });
    expect(describeError(proxyError, fallback)).toBe(fallback);
    expect(describeError(new TypeError('boom'), fallback)).toBe(fallback);
  });

  it("falls back for a server fault, a timeout or no answer, whose texts are not the spec's", () => {
    const fault = new ApiError({ status: 500, code: 'INTERNAL', message: 'Something went wrong. Please try again.' });
    expect(describeError(fault, fallback)).toBe(fallback);
    expect(
      describeError(new ApiError({ status: 0, code: 'TIMEOUT', message: 'The request timed out.' }), fallback),
    ).toBe(fallback);
    expect(describeError(new ApiError({ status: 0, code: 'NETWORK', message: 'Could not reach' }), fallback)).toBe(
      fallback,
    );
  });
});

describe('readRefusal', () => {
  it("gives the server's words for a refusal only", () => {
    const refusal = new ApiError({ status: 409, code: 'DUPLICATE', message: 'You already have a pending proposal' });
    expect(readRefusal(refusal)).toBe('You already have a pending proposal');
    expect(readRefusal(new ApiError({ status: 500, code: 'INTERNAL', message: 'Something went wrong.' }))).toBe(
      undefined,
    );
  });
});

describe('readErrorMessage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("words the client's own failures in the page's language, and gives the server's words as they came", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline: unknown = await api.get('/auth/session').then(
      () => null,
      (error: unknown) => error,
    );
    if (!(offline instanceof ApiError)) throw new Error('The call should have failed');
    const spanishIntl = createIntl({ locale: 'es', messages: spanish as never });

    expect(readErrorMessage(offline, englishIntl)).toBe(
      'Could not reach the server. Please check your connection and try again.',
    );
    expect(readErrorMessage(offline, spanishIntl)).toBe(
      'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
    );
    const refusal = new ApiError({ status: 409, code: 'NAME_TAKEN', message: 'Ya tienes una búsqueda con ese nombre' });
    expect(readErrorMessage(refusal, spanishIntl)).toBe('Ya tienes una búsqueda con ese nombre');
  });
});

describe('applyFieldErrors', () => {
  it('places the messages of the named fields only', () => {
    const setError = vi.fn();
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION',
      message: 'Invalid input',
      fields: { email: 'Invalid email address', other: 'ignored' },
    });
    expect(applyFieldErrors(error, setError, ['email', 'password'])).toBe(true);
    expect(setError).toHaveBeenCalledExactlyOnceWith('email', { type: 'server', message: 'Invalid email address' });
  });

  it('reports when there was nothing to place', () => {
    const setError = vi.fn();
    expect(applyFieldErrors(new Error('x'), setError, ['email'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
