// The error envelope of DESIGN.md section 4: { error: { code, message, fields? } } with the right status.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorEnvelope } from '#shared/api.ts';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isTransientConflict } from '../db/transient-conflicts.ts';

/** A failure the client can act on. Services throw these; the handler turns them into the envelope. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Sent as Retry-After, so a client knows when asking again can work. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const forbidden = (message = 'Forbidden') => new AppError(403, 'FORBIDDEN', message);
export const unauthorized = (message = 'Authentication required') => new AppError(401, 'UNAUTHORIZED', message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
export const badRequest = (code: string, message: string, fields?: Record<string, string>) =>
  new AppError(400, code, message, fields);

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorEnvelope {
  return { error: fields ? { code, message, fields } : { code, message } };
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
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
    const code = status === 429 ? 'RATE_LIMITED' : (error.code ?? 'BAD_REQUEST').replace(/^FST_ERR_/, '');
    return reply.status(status).send(errorBody(code, error.message));
  });
}
