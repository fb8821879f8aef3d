// RFC 8058's one-click unsubscribe: a mail provider POSTs 'List-Unsubscribe=One-Click' as a form to the address in
// an email's List-Unsubscribe header, the token in that address. Only the routes registered here parse forms; the
// rest of the API takes JSON alone, so a cross-site form can reach nothing else.
import type { FastifyInstance } from 'fastify';

export async function registerOneClickRoutes(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    routes(scope);
  });
}
