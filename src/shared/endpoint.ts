// The HTTP contract, written once: each endpoint's method, path, schemas, responses, access and rate-limit class.
// The server registers its routes from these (platform/route.ts); the web's api client takes its types from them
// with type-only imports, so the entry chunk carries no zod. Paths are relative to /api.
import { z } from 'zod';
import { type DeclaredCode, type ErrorCode, errorCodes } from './error-codes.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone; a signed-in member; a member whose email is verified (reaching other members, moving
 * money out); an admin. The server refuses the rest before the body is read: 401, then 403.
 */
export type Access = 'visitor' | 'member' | 'verified' | 'admin';

/** Named budgets; the server holds each one's size and key (platform/rate-limits.ts). */
export type RateLimitClass = 'auth' | 'verify-resend' | 'feedback' | 'upload' | 'support' | 'message';

export type Tag =
  | 'system'
  | 'accounts'
  | 'offers'
  | 'members'
  | 'proposals'
  | 'messaging'
  | 'notifications'
  | 'events'
  | 'wallet'
  | 'dashboard'
  | 'feedback'
  | 'support'
  | 'uploads'
  | 'settings'
  | 'admin';

/** Every failure: `{ error: { code, message, fields? } }`, `fields` naming each bad field's message. */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** A response without a body (204). */
export const noContent = z.undefined();

/** A failure's status: one of the declarable codes' (INTERNAL's 500 is any route's). */
export type ErrorStatus = (typeof errorCodes)[DeclaredCode]['status'];

export type Endpoint = {
  method: Method;
  path: `/${string}`;
  tag: Tag;
  summary: string;
  access: Access;
  /** Path parameters. An id that is malformed answers 404 with `notFound`, as an unknown one does. */
  params?: z.ZodObject;
  notFound?: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success responses by status; the first one is the status the route answers with. */
  responses: Partial<Record<200 | 201 | 202 | 204, z.ZodType>>;
  /**
   * The error codes it answers with beyond those its access, input and rate limit imply (shared/error-codes.ts): every
   * refusal its services can send. Its failure statuses follow from them.
   */
  codes?: readonly DeclaredCode[];
  rateLimit?: RateLimitClass;
  /** Open while the site is in maintenance (health, settings, sign-in for admins, the event stream). */
  allowDuringMaintenance?: boolean;
  /** Open to a suspended member (reading their own account, signing out, asking support). */
  allowSuspended?: boolean;
  /** The same for everyone, so shared caches may keep it. */
  publicRead?: boolean;
  /** A body other than JSON: an upload's multipart form, or a payment provider's raw signed payload. */
  rawBody?: 'multipart' | 'text';
};

/** Checks an endpoint's shape while keeping its literal types for the server and the web. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

const writes = (definition: Endpoint) => definition.method !== 'GET';

/** The failure statuses an endpoint can answer with: its codes', and those its access and input imply. */
export function errorStatusesOf(definition: Endpoint): ErrorStatus[] {
  // Any request's query, path and body are checked for text PostgreSQL cannot store, whatever its schemas (400).
  const statuses = new Set<ErrorStatus>([400]);
  for (const code of definition.codes ?? []) statuses.add(errorCodes[code].status);
  if (definition.notFound) statuses.add(404);
  if (definition.access !== 'visitor') statuses.add(401);
  // A suspended member is refused (403) anywhere they need their account or write.
  if (definition.access !== 'visitor' || writes(definition)) statuses.add(403);
  // Any write's body is read before its route runs: one that does not parse, is too large or of another type.
  if (writes(definition)) for (const status of [413, 415] as const) statuses.add(status);
  if (definition.rateLimit || writes(definition)) statuses.add(429);
  if (!definition.allowDuringMaintenance) statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

/** The codes an endpoint can answer with, by status: those its access, input and limits imply, then its own. */
export function errorCodesOf(definition: Endpoint): Partial<Record<ErrorStatus, ErrorCode[]>> {
  const implied: Partial<Record<ErrorStatus, ErrorCode[]>> = {
    400: [
      ...(definition.params || definition.query || definition.body ? (['VALIDATION_ERROR'] as const) : []),
      'INVALID_TEXT',
      ...(writes(definition) ? (['BODY_TOO_DEEP', 'INVALID_JSON', 'BAD_REQUEST'] as const) : []),
    ],
    401: ['UNAUTHORIZED'],
    403: [
      'FORBIDDEN',
      'ACCOUNT_SUSPENDED',
      ...(definition.access === 'verified' ? (['EMAIL_NOT_VERIFIED'] as const) : []),
      ...(writes(definition) ? (['FORBIDDEN_ORIGIN'] as const) : []),
    ],
    404: ['NOT_FOUND'],
    409: writes(definition) ? ['TRY_AGAIN'] : [],
    413: ['BODY_TOO_LARGE'],
    415: ['UNSUPPORTED_MEDIA_TYPE'],
    429: ['RATE_LIMITED'],
    503: ['MAINTENANCE'],
  };
  const byStatus: Partial<Record<ErrorStatus, ErrorCode[]>> = {};
  for (const status of errorStatusesOf(definition)) {
    const own = (definition.codes ?? []).filter((code) => errorCodes[code].status === status);
    byStatus[status] = [...new Set([...(implied[status] ?? []), ...own])];
  }
  return byStatus;
}

/** A record's id in the path; any other shape answers 404 (see `notFound`). */
export const idParams = z.object({ id: z.uuid() });
