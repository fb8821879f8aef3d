// Saved searches: the member's CRUD under /api/me/saved-searches, the digest's signed unsubscribe link (GET reads
// what it stands for, POST is RFC 8058's one-click and the landing page's confirmation; both work signed out), and
// the admins' 'send the digest now'.
import type { FastifyInstance } from 'fastify';
import { savedSearchesEndpoints as endpoints } from '#shared/endpoints/saved-searches.ts';
import { registerOneClickRoutes } from '../../platform/one-click-form.ts';
import { route } from '../../platform/route.ts';
import { sendDigests } from './digest.ts';
import { presentSavedSearch } from './present.ts';
import { createSavedSearch, deleteSavedSearch, findSavedSearches, updateSavedSearch } from './service.ts';
import { readUnsubscribeLink, unsubscribeByToken } from './unsubscribe.ts';

export async function savedSearchRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.list, async ({ member }) =>
    (await findSavedSearches(app.ctx.db, member)).map(presentSavedSearch),
  );

  route(app, endpoints.create, async ({ member, body }) =>
    presentSavedSearch(await createSavedSearch(app.ctx.db, member, body)),
  );

  route(app, endpoints.update, async ({ member, params, body }) =>
    presentSavedSearch(await updateSavedSearch(app.ctx, member, params.id, body)),
  );

  route(app, endpoints.remove, async ({ member, params }) => {
    await deleteSavedSearch(app.ctx.db, member, params.id);
  });

  route(app, endpoints.unsubscribeInfo, async ({ query, member }) =>
    readUnsubscribeLink(app.ctx, query.token, member ?? null),
  );

  await registerOneClickRoutes(app, (scope) => {
    route(scope, endpoints.unsubscribe, async ({ query, member }) =>
      unsubscribeByToken(app.ctx, query.token, member ?? null),
    );
  });

  route(app, endpoints.runDigest, async () => ({ emails: await sendDigests(app.ctx) }));
}
