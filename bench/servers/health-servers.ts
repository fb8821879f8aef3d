// Child process for health.bench.ts: the real app on a throwaway PGlite in the directory given as argv[2], and
// a bare node:http server (see serve.ts).
import path from 'node:path';
import { openDatabase } from '#server/db/client.ts';
import { ensureBaseData } from '#server/db/seed.ts';
import { serveAppAndRaw } from './serve.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: health-servers.ts <temporary data directory>');

const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
await database.migrate();
await ensureBaseData(database.db);
await serveAppAndRaw(database, dataDir);
