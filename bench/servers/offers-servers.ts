// Child process for offers.bench.ts: the real app on the generated offers database (argv[2] is a PGlite data
// directory or a postgres:// URL; argv[3] a scratch directory for uploads), and a bare node:http server.
import { openDatabase } from '#server/db/client.ts';
import { serveAppAndRaw } from './serve.ts';

const [location, scratchDir] = process.argv.slice(2);
if (!location || !scratchDir) throw new Error('usage: offers-servers.ts <pglite dir | postgres url> <scratch dir>');

const database = await openDatabase(
  location.startsWith('postgres') ? { kind: 'postgres', url: location } : { kind: 'pglite', dataDir: location },
);
await database.migrate();
await serveAppAndRaw(database, scratchDir);
