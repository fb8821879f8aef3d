// The database a data-heavy benchmark runs on, kept between runs: a PGlite directory under .tmp/bench/, or the
// PostgreSQL database of BENCH_DATABASE_URL. Only such a database is ever wiped, and PostgreSQL's only when its
// name contains "bench".
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import { readBenchStores } from './settings.ts';

export type KeptStore = { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string };

/** The stores readBenchStores chose, PGlite's kept in `pgliteDir` between runs. */
export function readKeptStores(pgliteDir: string): KeptStore[] {
  return readBenchStores().map((store) => (store.kind === 'pglite' ? { kind: 'pglite', dir: pgliteDir } : store));
}

export async function openKeptStore(store: KeptStore): Promise<DatabaseHandle> {
  const database =
    store.kind === 'pglite'
      ? await openDatabase({ kind: 'pglite', dataDir: store.dir })
      : await openDatabase({ kind: 'postgres', url: store.url, poolSize: 2 });
  await database.migrate();
  return database;
}

/** Empties the store and opens it again, migrated. */
export async function resetKeptStore(store: KeptStore, database: DatabaseHandle): Promise<DatabaseHandle> {
  if (store.kind === 'pglite') {
    await database.close();
    await rm(store.dir, { recursive: true, force: true });
    return openKeptStore(store);
  }
  const name = new URL(store.url).pathname.slice(1);
  if (!name.includes('bench')) {
    throw new Error(`BENCH_DATABASE_URL names "${name}", which holds data; only a database named *bench* is reset`);
  }
  await database.db.execute(sql.raw('DROP SCHEMA IF EXISTS drizzle CASCADE'));
  await database.db.execute(sql.raw('DROP SCHEMA public CASCADE'));
  await database.db.execute(sql.raw('CREATE SCHEMA public'));
  await database.close();
  return openKeptStore(store);
}
