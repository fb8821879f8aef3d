import type { z } from 'zod';
import type { ErrorEnvelope } from '#shared/api.ts';
import { type QueryValue, appendQuery } from '#shared/append-query.ts';
import { timings } from '#shared/constants.ts';
import type { ApiEndpoint } from '#shared/endpoints/index.ts';
import { sendApiRequest } from '#web/lib/api-transport.ts';

// The one HTTP client of the web app: every server call goes through here, so cookies, JSON, the request
// timeout and the error envelope are handled the same way everywhere. Paths are relative to /api; each call's
// path, input and response types come from the endpoint descriptors in #shared/endpoints (types only, no zod).

const apiBase = '/api';

export type FieldErrors = Record<string, string>;

// The failures the client names itself (no answer, or an answer not from our routes), by message id: the page words
// them in its language where it shows them (readErrorMessage of lib/form-errors.ts). The server words its own.
const clientFailures = {
  httpError: 'components.apiClient.httpError',
  invalidResponse: 'components.apiClient.invalidResponse',
  timeout: 'components.apiClient.timeout',
  network: 'components.apiClient.network',
} as const;

type ApiErrorInit = {
  status: number;
  code: string;
  message: string;
  fields?: FieldErrors | undefined;
  messageId?: (typeof clientFailures)[keyof typeof clientFailures];
};

/** A failed call. status is 0 when no response arrived (code NETWORK or TIMEOUT). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors | undefined;
  /** The client's own failure, by message id; `message` then holds its English, for the console. */
  readonly messageId: ApiErrorInit['messageId'];

  constructor({ status, code, message, fields, messageId }: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.messageId = messageId;
  }
}

export type RequestOptions = { signal?: AbortSignal | undefined };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// The envelope as it arrives: checked field by field, since anything between us and the server may respond.
type ErrorBody = Omit<ErrorEnvelope['error'], 'fields'> & { fields?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readErrorBody(data: unknown): ErrorBody | null {
  if (!isRecord(data) || !isRecord(data.error)) return null;
  const { code, message, fields } = data.error;
  return typeof code === 'string' && typeof message === 'string' ? { code, message, fields } : null;
}

// Field errors are read defensively: a value may arrive as one message or a list of messages; the form shows one.
function readFieldErrors(fields: unknown): FieldErrors | undefined {
  if (!isRecord(fields)) return undefined;
  const result: FieldErrors = {};
  for (const [name, value] of Object.entries(fields)) {
    const message = Array.isArray(value) ? value.find((item) => typeof item === 'string') : value;
    if (typeof message === 'string') result[name] = message;
  }
  return result;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

async function readResponse(response: Response): Promise<unknown> {
  const text = await response.text();
  const parsed = text ? parseJson(text) : { ok: true as const, value: undefined };

  if (!response.ok) {
    const body = parsed.ok ? readErrorBody(parsed.value) : null;
    if (body) {
      throw new ApiError({
        status: response.status,
        code: body.code,
        message: body.message,
        fields: readFieldErrors(body.fields),
      });
    }
    // Responses without our envelope come from something in between (a proxy, a gateway), not from our routes.
    throw new ApiError({
      status: response.status,
      code: 'HTTP_ERROR',
      message: 'The server could not complete the request. Please try again.',
      messageId: clientFailures.httpError,
    });
  }

  if (!parsed.ok) {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: 'The server sent an unreadable response. Please try again.',
      messageId: clientFailures.invalidResponse,
    });
  }
  return parsed.value;
}

function encodeBody(body: unknown): { body?: BodyInit; headers: Record<string, string> } {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body === undefined) return { headers };
  // Uploads are multipart; the browser sets that Content-Type itself, with the boundary.
  if (body instanceof FormData) return { body, headers };
  return { body: JSON.stringify(body), headers: { ...headers, 'Content-Type': 'application/json' } };
}

async function sendRequest(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<unknown> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timings.requestTimeoutMs);
  // A caller's signal (TanStack Query cancelling a query) aborts the same request.
  const abortFromCaller = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) abortFromCaller();
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });

  try {
    const response = await sendApiRequest(`${apiBase}${path}`, {
      method,
      credentials: 'include',
      signal: controller.signal,
      ...encodeBody(body),
    });
    return await readResponse(response);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) {
      throw new ApiError({
        status: 0,
        code: 'TIMEOUT',
        message: 'The request timed out. Please try again.',
        messageId: clientFailures.timeout,
      });
    }
    // Cancelled on purpose by the caller: keep the AbortError so the caller recognises its own cancellation.
    if (options.signal?.aborted) throw error;
    throw new ApiError({
      status: 0,
      code: 'NETWORK',
      message: 'Could not reach the server. Please check your connection and try again.',
      messageId: clientFailures.network,
    });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }
}

type EndpointAt<M extends Method, P> = Extract<ApiEndpoint, { method: M; path: P }>;
type PathOf<M extends Method> = Extract<ApiEndpoint, { method: M }>['path'];
type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What a call sends: the path's parameters, the query and the body, each only where the endpoint has one. */
type CallInput<E> = (E extends { params: z.ZodType } ? { params: Input<E['params']> } : unknown) &
  (E extends { query: z.ZodType } ? { query?: Input<E['query']> } : unknown) &
  (E extends { rawBody: 'multipart' }
    ? { body: FormData }
    : E extends { body: z.ZodType }
      ? { body: Input<E['body']> }
      : unknown);

type CallOptions<E> = CallInput<E> & RequestOptions;
// The options may be left out when the endpoint needs none of them.
type CallArgs<E> = E extends { params: z.ZodType } | { body: z.ZodType }
  ? [options: CallOptions<E>]
  : [options?: CallOptions<E>];

/** The response a successful call resolves to: the endpoint's success schema, as the JSON arrives. */
export type ResponseOf<E> = E extends { responses: infer R }
  ? { [S in keyof R]: R[S] extends z.ZodType ? z.output<R[S]> : never }[keyof R]
  : never;

/** The path with its `:name` parameters filled in, encoded. */
function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

function call(method: Method, path: string, options: Record<string, unknown> = {}) {
  const { params, query, body, signal } = options as {
    params?: Record<string, unknown>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    signal?: AbortSignal;
  };
  return sendRequest(method, appendQuery(fillPath(path, params), query), body, { signal });
}

const caller =
  <M extends Method>(method: M) =>
  <P extends PathOf<M>>(path: P, ...[options]: CallArgs<EndpointAt<M, P>>) =>
    call(method, path, options) as Promise<ResponseOf<EndpointAt<M, P>>>;

export const api = {
  get: caller('GET'),
  post: caller('POST'),
  put: caller('PUT'),
  patch: caller('PATCH'),
  delete: caller('DELETE'),
};
