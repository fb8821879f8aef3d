// A server process of its own for alert-fan-out.test.ts, run with tsx: on the test's PostgreSQL database (argv 2),
// with its batch size (argv 3), it runs the listing alerts due until they are done or the test kills it.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { listingAlertsJob } from '../features/offers/alert-fan-out.ts';
import { createLocalStorage } from '../platform/storage.ts';

const [url, batch] = process.argv.slice(2);
if (!url || !batch) throw new Error('usage: alert-worker.ts <database url> <batch size>');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'market-alert-worker-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  LISTING_ALERT_BATCH: batch,
});
const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
const app = await buildApp({ config, database, storage: createLocalStorage({ dir: path.join(dataDir, 'uploads') }) });
await app.ready();
while ((await app.ctx.jobs.runDue([listingAlertsJob])) > 0);
await app.close();
await database.close();
