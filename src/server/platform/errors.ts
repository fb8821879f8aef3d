// The error envelope of DESIGN.md section 4: { error: { code, message, fields? } } with the right status.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorEnvelope } from '#shared/api.ts';
import { type ErrorCode, type ErrorCodeOf, errorCodes } from '#shared/error-codes.ts';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isTransientConflict } from '../db/transient-conflicts.ts';
import { requestLocale, translate } from './texts.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges only into an interface
  interface FastifyContextConfig {
    /** The codes the route's endpoint declares or implies (platform/route.ts), held to in tests. */
    errorCodes?: ReadonlySet<ErrorCode>;
  }
}

/**
 * A failure the client can act on. Services throw these; the handler turns them into the envelope. The code is one of
 * the table's (shared/error-codes.ts), which gives its status.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Sent as Retry-After, so a client knows when asking again can work. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.status = errorCodes[code].status;
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'Forbidden') => new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'Authentication required') => new AppError('UNAUTHORIZED', message);
export const conflict = (code: ErrorCodeOf<409>, message: string) => new AppError(code, message);
export const badRequest = (code: ErrorCodeOf<400>, message: string, fields?: Record<string, string>) =>
  new AppError(code, message, fields);

const isErrorEnvelope = (payload: unknown): payload is ErrorEnvelope =>
  typeof payload === 'object' && payload !== null && 'error' in payload && typeof payload.error === 'object';

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorEnvelope {
  return { error: fields ? { code, message, fields } : { code, message } };
}

// Fastify's own refusals and its plugins' (a body that does not parse, is too large or of another type), as codes of
// the table: by their code, else by their status, else a request the server could not read.
const fastifyCodes: Partial<Record<string, ErrorCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
};
const codesByStatus: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};
const fastifyCodeOf = (error: FastifyError, status: number): ErrorCode =>
  fastifyCodes[error.code] ?? codesByStatus[status] ?? 'BAD_REQUEST';

type ErrorHandlerOptions = {
  /**
   * Tests only: a route that answers a code its endpoint neither declares nor implies answers 500 UNDECLARED_CODE
   * instead, naming both, so the test that met it fails on its status.
   */
  failUndeclaredCodes?: boolean;
};

export function registerErrorHandlers(app: FastifyInstance, options: ErrorHandlerOptions = {}): void {
  // Every refusal in the caller's language (decision 057); the spec's English is the code's.
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !isErrorEnvelope(payload)) return payload;
    const locale = requestLocale(request);
    if (locale === 'en') return payload;
    const { message, fields } = payload.error;
    const error: ErrorEnvelope['error'] = { ...payload.error, message: translate(locale, message) };
    if (fields) {
      error.fields = Object.fromEntries(Object.entries(fields).map(([key, text]) => [key, translate(locale, text)]));
    }
    return { error };
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const declared = request.routeOptions.config?.errorCodes;
      if (options.failUndeclaredCodes && declared && !declared.has(error.code) && error.code !== 'INTERNAL') {
        const message = `${request.method} ${request.routeOptions.url} answered ${error.code} (${error.status}), which its endpoint descriptor does not declare`;
        request.log.error(message);
        return reply.status(500).send({ error: { code: 'UNDECLARED_CODE', message } });
      }
      if (error.retryAfterMs !== undefined)
        reply.header('retry-after', Math.max(1, Math.ceil(error.retryAfterMs / 1000)));
      return reply.status(error.status).send(errorBody(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The first issue's message is the spec's message for that field; every field gets its own.
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'body';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const first = error.validation[0]?.message ?? 'Invalid request';
      return reply.status(400).send(errorBody('VALIDATION_ERROR', first, fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(errorBody('INTERNAL', 'Something went wrong. Please try again.'));
    }
    // Two transactions that met head-on: PostgreSQL undid one of them whole, so asking again is safe.
    if (isTransientConflict(error)) {
      request.log.warn({ err: error }, 'transaction conflict');
      return reply
        .status(409)
        .send(errorBody('TRY_AGAIN', 'Someone else changed this at the same moment. Please try again.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send(errorBody('INTERNAL', 'Something went wrong. Please try again.'));
    }
    // Fastify's own 4xx errors (bad JSON, body too large, unsupported media type, ...).
    const code = fastifyCodeOf(error, status);
    return reply.status(errorCodes[code].status).send(errorBody(code, error.message));
  });
}
