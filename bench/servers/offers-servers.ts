// Child process for offers.bench.ts: the real app on the generated offers database (argv[2] is a PGlite data
// directory or a postgres:// URL; argv[3] a scratch directory for uploads; argv[4], if given, the answer cache's
// OFFER_LIST_CACHE_SECONDS; argv[5], if given, how searches are read: `listing` (the listing index, the default),
// `rum` (PostgreSQL's index, RUM where it is) or `gin` (as without RUM)), and a bare node:http server.
import { openDatabase } from '#server/db/client.ts';
import { serveAppAndRaw } from './serve.ts';

const [location, scratchDir, cacheSeconds, searchIndex] = process.argv.slice(2);
if (!location || !scratchDir) {
  throw new Error(
    'usage: offers-servers.ts <pglite dir | postgres url> <scratch dir> [answer cache seconds] [search index]',
  );
}

const database = await openDatabase(
  location.startsWith('postgres') ? { kind: 'postgres', url: location } : { kind: 'pglite', dataDir: location },
);
await database.migrate();
await serveAppAndRaw(database, scratchDir, {
  ...(cacheSeconds ? { OFFER_LIST_CACHE_SECONDS: cacheSeconds } : {}),
  ...(searchIndex === 'rum' ? { SEARCH_LISTING_INDEX: 'off' } : {}),
  ...(searchIndex === 'gin' ? { SEARCH_LISTING_INDEX: 'off', SEARCH_INDEX: 'gin' } : {}),
});
