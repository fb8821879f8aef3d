// The web tests' network (decision 041): each test answers the api client's calls with handlers keyed by the
// endpoint descriptors of #shared/endpoints, so a handler returns that endpoint's response type and TypeScript
// refuses another shape. At run time the stub also holds every exchange to the descriptor: the body and query sent
// must pass its schemas (what the server would accept), an answer must pass its response schema, and a failure must
// be one the endpoint declares. Every call is recorded so a test asserts what was sent; a call no handler answers,
// or a broken rule, fails the test that made it.
import type { z } from 'zod';
import { type Endpoint, type ErrorStatus, errorCodesOf, errorStatusesOf } from '#shared/endpoint.ts';
import { type DeclaredCode, type ErrorCode, errorCodes } from '#shared/error-codes.ts';
import type { ResponseOf } from '#web/lib/api-client.ts';

type BodyOf<E> = E extends { body: z.ZodType } ? z.input<E['body']> : undefined;

/** One call as the api client made it. */
export type RecordedRequest<E extends Endpoint = Endpoint> = {
  method: E['method'];
  url: URL;
  /** The path's `:name` parameters, decoded. */
  params: Record<string, string>;
  /** The query string's values, as sent. */
  query: Record<string, string>;
  /** The JSON body, as sent. */
  body: BodyOf<E>;
  /** A multipart body (an upload), as sent. */
  form: FormData | undefined;
};

const failureMark: unique symbol = Symbol('failure');

/** A refusal: the error envelope the server answers with. */
export type Failure = {
  [failureMark]: true;
  status: ErrorStatus;
  code: ErrorCode;
  message: string;
  fields?: Record<string, string> | undefined;
};

/**
 * Refuses the call with a code of the error-code table, at the status the table gives it:
 * `fail('INSUFFICIENT_BALANCE', 'Insufficient balance')`. The endpoint must declare that code.
 */
export function fail(code: DeclaredCode, message: string, fields?: Record<string, string>): Failure {
  return { [failureMark]: true, status: errorCodes[code].status, code, message, fields };
}

const droppedMark: unique symbol = Symbol('dropped');
type Dropped = { [droppedMark]: true };

/** No answer at all: the connection drops, so the client's fetch rejects as it does offline. */
export function dropConnection(): Dropped {
  return { [droppedMark]: true };
}

const isDropped = (value: unknown): value is Dropped =>
  typeof value === 'object' && value !== null && droppedMark in value;

const isFailure = (value: unknown): value is Failure =>
  typeof value === 'object' && value !== null && failureMark in value;

type Reply<E> = ResponseOf<E> | Failure | Dropped;
export type Resolver<E extends Endpoint> = (request: RecordedRequest<E>) => Reply<E> | Promise<Reply<E>>;

/** A handler's record of the calls it answered, oldest first. */
export type Route<E extends Endpoint> = { readonly requests: readonly RecordedRequest<E>[] };

type Handler = {
  endpoint: Endpoint;
  pattern: RegExp;
  names: string[];
  resolve: Resolver<Endpoint>;
  requests: RecordedRequest[];
};

const apiBase = '/api';
let handlers: Handler[] = [];
let problems: string[] = [];

function compilePath(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${apiBase}${source}$`), names };
}

/**
 * The endpoint's calls, answered by `reply` from then on: `on(walletEndpoints.convert).reply(() => balances)`. The
 * latest handler of an endpoint wins, so a test may replace one the render helper set. Two steps, so the endpoint
 * fixes the answer's type before the answer is read: in one call TypeScript would read it while still inferring, and
 * widen a literal such as `status: 'pending'` to string.
 */
export function on<const E extends Endpoint>(endpoint: E): { reply: (resolve: Resolver<E>) => Route<E> } {
  return {
    reply: (resolve) => {
      const requests: RecordedRequest<E>[] = [];
      handlers.unshift({
        endpoint,
        ...compilePath(endpoint.path),
        resolve: resolve as unknown as Resolver<Endpoint>,
        requests: requests as unknown as RecordedRequest[],
      });
      return { requests };
    },
  };
}

/** A promise the test settles itself, to hold an answer back while it looks at the busy state. */
export function deferred<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

function report(problem: string): void {
  problems.push(problem);
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
}

function jsonResponse(status: number, body: unknown): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function readBody(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') return undefined;
  return JSON.parse(init.body) as unknown;
}

function checkRequest(handler: Handler, request: RecordedRequest): void {
  const { endpoint } = handler;
  const label = `${endpoint.method} ${endpoint.path}`;
  if (endpoint.body && !endpoint.rawBody) {
    const parsed = endpoint.body.safeParse(request.body);
    if (!parsed.success) report(`${label} was sent a body its schema refuses: ${describeIssues(parsed.error)}`);
  }
  if (endpoint.query) {
    const parsed = endpoint.query.safeParse(request.query);
    if (!parsed.success) report(`${label} was sent a query its schema refuses: ${describeIssues(parsed.error)}`);
  } else if (Object.keys(request.query).length > 0) {
    report(`${label} takes no query but was sent ?${request.url.searchParams.toString()}`);
  }
}

function respond(endpoint: Endpoint, reply: unknown): Response {
  const label = `${endpoint.method} ${endpoint.path}`;
  if (isFailure(reply)) {
    const { status, code } = reply;
    if (!errorStatusesOf(endpoint).includes(status)) report(`${label} does not declare the status ${status}`);
    if (!(errorCodesOf(endpoint)[status] ?? []).includes(code)) report(`${label} does not declare the failure ${code}`);
    const fields = reply.fields ? { fields: reply.fields } : {};
    return jsonResponse(status, { error: { code, message: reply.message, ...fields } });
  }
  const [status, schema] = Object.entries(endpoint.responses)[0] ?? [];
  if (!status || !schema) throw new Error(`${label} has no success response`);
  const parsed = schema.safeParse(reply);
  if (!parsed.success) report(`${label} answered a shape its schema refuses: ${describeIssues(parsed.error)}`);
  return jsonResponse(Number(status), reply);
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

// A handler that throws is the test's own mistake: the client would read it as a dropped connection, so it is
// reported too.
async function answerWith(handler: Handler, request: RecordedRequest): Promise<unknown> {
  try {
    return await handler.resolve(request);
  } catch (error) {
    report(`The handler of ${handler.endpoint.method} ${handler.endpoint.path} threw: ${String(error)}`);
    throw error;
  }
}

/** The `fetch` the api client calls during a test. */
async function stubFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
  const method = (init?.method ?? 'GET').toUpperCase();
  if (init?.signal?.aborted) throw abortError(init.signal);
  for (const handler of handlers) {
    if (handler.endpoint.method !== method) continue;
    const match = handler.pattern.exec(url.pathname);
    if (!match) continue;
    const params = Object.fromEntries(
      handler.names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
    );
    const request: RecordedRequest = {
      method: handler.endpoint.method,
      url,
      params,
      query: Object.fromEntries(url.searchParams),
      body: readBody(init) as RecordedRequest['body'],
      form: init?.body instanceof FormData ? init.body : undefined,
    };
    handler.requests.push(request);
    checkRequest(handler, request);
    const reply = await answerWith(handler, request);
    if (init?.signal?.aborted) throw abortError(init.signal);
    if (isDropped(reply)) throw new TypeError('Failed to fetch');
    return respond(handler.endpoint, reply);
  }
  report(`No handler answers ${method} ${url.pathname}${url.search}`);
  return jsonResponse(501, { error: { code: 'UNHANDLED', message: `No handler answers ${method} ${url.pathname}` } });
}

/** Before each test: the stub in place of `fetch`, with no handlers yet. */
export function startNetwork(): void {
  handlers = [];
  problems = [];
  globalThis.fetch = stubFetch;
}

/** After each test: what went wrong on the network fails the test, though the page may have shown it as a failure. */
export function stopNetwork(): void {
  const found = problems;
  handlers = [];
  problems = [];
  if (found.length > 0) throw new Error(`The network stub found:\n- ${found.join('\n- ')}`);
}
