// A database made for one bench run and dropped after it, and the real app on it, built as bench/servers/serve.ts
// builds it but without listening, its workers off: for benches that call the app in-process.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import { createLocalStorage } from '#server/platform/storage.ts';
import { loadBenchConfig } from '../servers/serve.ts';
import { type BenchStore, checkBenchUrl } from './settings.ts';

export type ScratchDatabase = { database: DatabaseHandle; dispose: () => Promise<void> };

/**
 * A fresh PGlite directory, or a scratch PostgreSQL database created beside BENCH_DATABASE_URL's (its name with
 * `_<bench>_<random>`) and dropped after.
 */
export async function openScratch(
  store: BenchStore,
  { bench, poolSize }: { bench: string; poolSize: number },
): Promise<ScratchDatabase> {
  if (store.kind === 'pglite') {
    const dir = await mkdtemp(path.join(os.tmpdir(), `dragon-bench-${bench}-`));
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    return {
      database,
      dispose: async () => {
        await database.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const url = new URL(checkBenchUrl(store.url));
  const name = `${url.pathname.slice(1)}_${bench}_${randomBytes(4).toString('hex')}`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`BENCH_DATABASE_URL's database name must be [a-z0-9_], got ${name}`);
  // The server's maintenance database: the named one need not exist.
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  const scratchUrl = new URL(url);
  scratchUrl.pathname = `/${name}`;
  try {
    const database = await openDatabase({ kind: 'postgres', url: scratchUrl.toString(), poolSize });
    return {
      database,
      dispose: async () => {
        await database.close();
        await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  } catch (error) {
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  }
}

/** The real app on `database`, not listening; `env` adds to the bench's settings. */
export async function buildBenchApp(database: DatabaseHandle, dataDir: string, env: Record<string, string> = {}) {
  const config = loadBenchConfig(dataDir, env);
  const storage = createLocalStorage({ dir: path.join(config.dataDir, 'uploads') });
  const app = await buildApp({ config, database, storage }, { logger: false });
  await app.ready();
  return app;
}
