// A visitor's page view is most of a public site's traffic, and a cached page needs nothing of Fastify's: no route,
// no hooks, no request and reply objects, which cost several times the page's own sending. The HTTP server answers
// such a request as it arrives, with the headers and bytes the not-found handler would send (decision 049); any
// other request, or a page not at hand, goes on to Fastify as before.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { readReadyAnswer } from './cached-answer.ts';
import type { ServedPage } from './page-meta.ts';
import type { PageRequestHeaders } from './server-render.ts';
import type { SecurityHeaders } from './security-headers.ts';

export type AnswerEarly = (request: IncomingMessage, response: ServerResponse) => boolean;

/** How a page goes out: a shared one is revalidated on each visit; one rendered for a member is never kept. */
/** A page is in the language of the request's cookie or, without one, of its Accept-Language. */
export const pageVary = 'accept-encoding, accept-language';

export const pageCacheControl = (page: ServedPage | null) => (page?.personal ? 'private, no-store' : 'no-cache');

/**
 * Whether a request asks for a page of the web app rather than the API, a built file or an upload: a missing file
 * (an old chunk after a deploy, a deleted upload) is a 404, never the page in its place.
 */
export function isPageRequest(method: string | undefined, url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  const isFile = /^\/(api|assets|uploads)(\/|$)/.test(pathname) || /\.[a-z0-9]+$/i.test(pathname);
  return (method === 'GET' || method === 'HEAD') && !isFile;
}

export function createEarlyPageAnswer(options: {
  /** The shared page a request would be served, when it is cached and ready (createPageRenderer's peekShared). */
  peekShared: (url: string, headers: PageRequestHeaders) => ServedPage | undefined;
  securityHeaders: SecurityHeaders;
}): AnswerEarly {
  // Each cached page's headers, by encoding, are built once and kept as long as the page is.
  const headersByPage = new WeakMap<ServedPage, Map<string, Record<string, string | number>>>();
  const headersFor = (page: ServedPage, body: Buffer, encoding: string | undefined) => {
    let byEncoding = headersByPage.get(page);
    if (!byEncoding) headersByPage.set(page, (byEncoding = new Map()));
    let headers = byEncoding.get(encoding ?? '');
    if (!headers) {
      headers = {
        ...options.securityHeaders,
        'cache-control': pageCacheControl(page),
        'content-type': page.answer.type,
        vary: pageVary,
        ...(encoding && { 'content-encoding': encoding }),
        'content-length': body.length,
      };
      byEncoding.set(encoding ?? '', headers);
    }
    return headers;
  };

  return (request, response) => {
    const url = request.url ?? '/';
    // HEAD and the rest keep Fastify's handling; a page view is a GET.
    if (request.method !== 'GET' || !isPageRequest(request.method, url)) return false;
    const page = options.peekShared(url, request.headers);
    const ready = page && readReadyAnswer(page.answer, request.headers['accept-encoding']);
    if (!page || !ready) return false;
    response.writeHead(page.status, headersFor(page, ready.body, ready.encoding));
    response.end(ready.body);
    return true;
  };
}

/**
 * The HTTP server Fastify would build for itself, with its timeouts, asking `answerEarly` (once the app has one)
 * before handing a request to Fastify.
 */
export function createEarlyServerFactory(answerEarly: () => AnswerEarly | undefined): FastifyServerFactory {
  return (handler, options) => {
    const server = createServer((request, response) => {
      if (!answerEarly()?.(request, response)) handler(request, response);
    });
    if (typeof options.keepAliveTimeout === 'number') server.keepAliveTimeout = options.keepAliveTimeout;
    if (typeof options.requestTimeout === 'number') server.requestTimeout = options.requestTimeout;
    if (typeof options.connectionTimeout === 'number') server.setTimeout(options.connectionTimeout);
    return server;
  };
}
