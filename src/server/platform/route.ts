// Registers a route from its endpoint descriptor (shared/endpoint.ts): the feature supplies only the handler. The
// descriptor's access and limits become the route config the guards read, its schemas validate the request and the
// response, every failure status it can answer with is documented with the error envelope, and a malformed id in
// the path answers 404 as an unknown one does.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type Endpoint, errorCodesOf, errorEnvelopeSchema, errorStatusesOf } from '#shared/endpoint.ts';
import { type ErrorCode, errorCodes } from '#shared/error-codes.ts';
import { notFound } from './errors.ts';
import type { Member } from './guards.ts';
import { rateLimitOf } from './rate-limits.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Responses<E extends Endpoint> = E['responses'];
type SuccessBody<E extends Endpoint> = {
  [S in keyof Responses<E>]: Responses<E>[S] extends z.ZodType ? z.input<Responses<E>[S]> : never;
}[keyof Responses<E>];

/** The request as the handler sees it: parsed input, and the member whenever the access needs one. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}> &
  (E['access'] extends 'visitor' ? unknown : { member: Member });

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<SuccessBody<E> | FastifyReply | (204 extends keyof Responses<E> ? void : never)>;

const describeCodes = (codes: ErrorCode[]) =>
  codes.length === 0
    ? 'Error'
    : `Error codes: ${codes.map((code) => `${code} (${errorCodes[code].meaning})`).join('; ')}`;

/** Server-only settings a descriptor does not carry: a stream turns compression off, so each event leaves at once. */
type ServerOptions = { compress?: false };

export function route<const E extends Endpoint>(
  app: FastifyInstance,
  definition: E,
  handler: EndpointHandler<E>,
  serverOptions: ServerOptions = {},
): void {
  const statuses = Object.keys(definition.responses).map(Number);
  const status = statuses[0] ?? 200;
  const codes = errorCodesOf(definition);
  // Each failure status is documented with the envelope and the codes it can carry, with what each one means.
  const failures = errorStatusesOf(definition).map(
    (status) => [status, errorEnvelopeSchema.describe(describeCodes(codes[status] ?? []))] as const,
  );
  const params = definition.params;

  app.route({
    ...serverOptions,
    method: definition.method,
    url: definition.path,
    config: {
      ...(definition.access === 'visitor' ? {} : { access: definition.access }),
      ...(definition.allowDuringMaintenance ? { allowDuringMaintenance: true } : {}),
      ...(definition.allowSuspended ? { allowSuspended: true } : {}),
      ...(definition.publicRead ? { publicRead: true } : {}),
      ...(definition.rateLimit === 'message' ? { sendsMessage: true } : {}),
      ...(definition.rateLimit ? { rateLimit: rateLimitOf(app.ctx, definition.rateLimit) } : {}),
      errorCodes: new Set(Object.values(codes).flat()),
    },
    schema: {
      tags: [definition.tag],
      summary: definition.summary,
      ...(params ? { params } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.body && !definition.rawBody ? { body: definition.body } : {}),
      ...(definition.rawBody === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
      response: { ...definition.responses, ...Object.fromEntries(failures) },
    },
    // Before validation, so a malformed id reads as the unknown one it is, not as a form error.
    ...(params
      ? {
          preValidation: async (request: FastifyRequest) => {
            if (!params.safeParse(request.params).success) throw notFound(definition.notFound);
          },
        }
      : {}),
    handler: async (request, reply) => {
      reply.code(status as 200);
      return handler(request as EndpointRequest<E>, reply);
    },
  });
}
