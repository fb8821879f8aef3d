// One database handle for the whole server: embedded PGlite (files under DATA_DIR) by default, or a real
// PostgreSQL pool when DATABASE_URL is set. Both speak the same SQL dialect through Drizzle.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { lockKeys } from './locks.ts';
import * as schema from './schema/index.ts';
import { once } from '../platform/once.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction: for steps whose locks must last until their caller commits. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or an open transaction: what services and factories write through. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Runs the migrations (serialised across processes on PostgreSQL). */
  migrate: () => Promise<void>;
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
  /**
   * PostgreSQL only: LISTEN on `channel` over one dedicated connection (reconnecting after a drop, then calling
   * onRelisten: what was notified meanwhile is lost); resolves to a function that stops listening. PGlite is a
   * single process, so it has nobody else to hear from.
   */
  listen?: (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;
};

export type ListenHandlers = { onPayload: (payload: string) => void; onRelisten: () => void };

export type OpenDatabaseOptions =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export const migrationsFolder = fileURLToPath(new URL('./migrations/', import.meta.url));

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres' ? openPostgres(options.url, options.poolSize) : openPglite(options);
}

/** Opens PGlite with the extensions the schema needs. Used by the server and by the test template. */
export async function createPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PGlite> {
  if (options.dataDir) mkdirSync(path.resolve(options.dataDir), { recursive: true });
  return PGlite.create({
    ...(options.dataDir ? { dataDir: path.resolve(options.dataDir) } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  const unlock = options.dataDir ? lockDataDir(path.resolve(options.dataDir)) : () => {};
  const client = await createPglite(options).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    kind: 'pglite',
    db,
    migrate: async () => {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(db, { migrationsFolder });
    },
    ping: async () => {
      try {
        await client.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    // Closing twice (a signal during shutdown, a test that closed early) must not throw.
    close: once(async () => {
      await client.close();
      unlock();
    }),
  };
}

async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  // A bounded connect time, so an unreachable database makes /api/health return 503 instead of hanging.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client that dies (server restart) must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error(`database pool: ${error.message}`));
  // A checked-out client (between the queries of a transaction) has no pool listener: its connection dying must fail
  // that transaction, whose client the pool then drops, not crash the process with an unhandled 'error' event.
  pool.on('connect', (client) => client.on('error', (error) => console.error(`database client: ${error.message}`)));
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
  return {
    kind: 'postgres',
    db,
    migrate: async () => {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      const client = await pool.connect();
      try {
        // Two processes starting together must not both run the migrations.
        await client.query('SELECT pg_advisory_lock($1)', [lockKeys.migrations]);
        await migrate(drizzleNodePg({ client, schema, casing: 'snake_case' }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [lockKeys.migrations]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    close: once(() => pool.end()),
    listen: (channel, handlers) => listenPostgres({ url, channel, ...handlers }),
  };
}

const relistenDelayMs = 1000;

async function listenPostgres(
  options: { url: string; channel: string } & ListenHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  // A dropped connection (database restart) is replaced; what was missed meanwhile, clients get on reconnect.
  const reconnect = () => {
    client = undefined;
    if (stopped) return;
    setTimeout(() => {
      // stop() may have run while this waited; a connection opened now would never be closed.
      if (stopped) return;
      connect()
        .then(() => {
          if (!stopped) options.onRelisten();
        })
        .catch(reconnect);
    }, relistenDelayMs).unref();
  };
  const connect = async (): Promise<void> => {
    // Keepalive probes notice a connection that died silently (a NAT or proxy dropping it), which LISTEN alone,
    // never sending anything, would not.
    const next = new pg.Client({
      connectionString: options.url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on('notification', (message) => {
      if (message.channel === options.channel && message.payload) options.onPayload(message.payload);
    });
    next.on('error', (error) => {
      console.error(`database listener: ${error.message}`);
      void next.end().catch(() => {});
      if (client === next) reconnect();
    });
    client = next;
    await next.connect();
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    try {
      await next.query(`LISTEN "${options.channel.replace(/"/g, '""')}"`);
    } catch (error) {
      // Connected but not listening: close it, or each retry would leave one more connection open.
      if (client === next) client = undefined;
      await next.end().catch(() => {});
      throw error;
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}
