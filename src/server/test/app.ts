// Builds the real app on a throwaway database for API tests: PGlite loaded from the migrated template's tarball, or
// a PostgreSQL database cloned from the template database when the project runs on PostgreSQL (TEST_DATABASE_URL).
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import type { Clock } from '../platform/clock.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { ensureBaseData } from '../db/seed.ts';
import { createS3Storage } from '../platform/s3-storage.ts';
import { createLocalStorage, type Storage } from '../platform/storage.ts';
import { rememberedPasswordHashing } from './password-hashing.ts';
import { createDatabaseFromTemplate, dropDatabase } from './postgres.ts';

export type TestDatabase = DatabaseHandle & {
  dispose: () => Promise<void>;
  /** PostgreSQL only: where a second app (another server process, in effect) can connect to the same data. */
  url?: string;
};

export const testDatabaseKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

/** A migrated, empty database of the kind this test project runs on, or of the kind asked for. */
export async function openTestDatabase(kind = testDatabaseKind()): Promise<TestDatabase> {
  if (kind === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    const template = inject('postgresTemplate');
    if (!serverUrl || !template) throw new Error('TEST_DATABASE_URL is needed for the postgres test project');
    const created = await createDatabaseFromTemplate(serverUrl, template);
    const handle = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 4 });
    return {
      ...handle,
      url: created.url,
      dispose: async () => {
        await handle.close();
        await dropDatabase(serverUrl, created.name);
      },
    };
  }
  // A PostgreSQL project builds no PGlite template: a test comparing the two migrates its own.
  const template = inject('pgliteTemplate');
  const handle = await openDatabase(
    template ? { kind: 'pglite', loadDataDir: await openAsBlob(template) } : { kind: 'pglite' },
  );
  if (!template) await handle.migrate();
  return { ...handle, dispose: () => handle.close() };
}

/** A second handle on another test app's PostgreSQL database; closing it leaves the database to its owner. */
async function openSharedDatabase(owner: TestContext): Promise<TestDatabase> {
  const url = owner.database.url;
  if (!url) throw new Error('Only a PostgreSQL test database can be shared between apps');
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  return { ...handle, url, dispose: () => handle.close() };
}

export type TestContext = {
  app: FastifyInstance;
  /** The app's context (app.ctx), for services called directly. */
  ctx: AppContext;
  database: TestDatabase;
  db: DatabaseHandle['db'];
  storage: Storage;
  config: Config;
  close: () => Promise<void>;
};

/** The real app on a fresh database. Call `close()` in afterAll. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    webRoot?: string;
    sameDatabaseAs?: TestContext;
    /** PGlite on a PostgreSQL project too (a test comparing the two); the project's kind by default. */
    databaseKind?: 'pglite' | 'postgres';
    /** The app's clock; a test moves it on instead of waiting. */
    clock?: Clock;
  } = {},
): Promise<TestContext> {
  const database = options.sameDatabaseAs
    ? await openSharedDatabase(options.sameDatabaseAs)
    : await openTestDatabase(options.databaseKind);
  await ensureBaseData(database.db);
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'market-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: tempDir,
    SEED_DEMO: 'false',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    // Most tests sign in and write many times from one address; the rate-limit tests set their own limits.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    WRITE_RATE_LIMIT_PER_MINUTE: '100000',
    ...options.env,
  });
  const storage = config.s3 ? createS3Storage(config.s3) : createLocalStorage({ dir: path.join(tempDir, 'uploads') });
  // A route answering a code its endpoint does not declare answers 500, so the test asserting its status fails.
  const app = await buildApp(
    {
      config,
      database,
      storage,
      passwordHashing: rememberedPasswordHashing,
      ...(options.webRoot ? { webRoot: options.webRoot } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
    },
    { failUndeclaredCodes: true },
  );
  await app.ready();
  return {
    app,
    ctx: app.ctx,
    database,
    db: database.db,
    storage,
    config,
    close: async () => {
      await app.close();
      await database.dispose();
      await rm(tempDir, { recursive: true, force: true });
    },
  };
}
