// API responses are private by default: a shared cache (a proxy, a CDN) or the browser's back/forward cache must not
// keep one member's wallet, messages or session for the next person. Only the public cached reads opt out, with
// `config: { publicRead: true }`; a route that sets its own Cache-Control (the event stream) keeps it.
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges only into an interface
  interface FastifyContextConfig {
    /** The same response for everyone (the public lists); not marked no-store. */
    publicRead?: boolean;
  }
}

export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // The raw URL too, so an unknown /api path (the not-found response) is covered.
    const isApi = request.routeOptions.url?.startsWith('/api/') || request.url.startsWith('/api/');
    if (isApi && !request.routeOptions.config?.publicRead && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
