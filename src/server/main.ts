// Reads the configuration, opens and migrates the database, builds the app and listens. Nothing else.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { type DemoAccount, ensureBaseData, findDemoAccounts, seedDemoData } from './db/seed.ts';
import { createS3Storage } from './platform/s3-storage.ts';
import { createLocalStorage } from './platform/storage.ts';
import { loadServerRender } from './platform/server-render.ts';
import { createStdinClock } from './platform/test-clock.ts';

const shutdownGraceMs = 10_000;

async function main(): Promise<void> {
  const startedAt = performance.now();
  // A .env file is optional; variables already set in the environment (even empty) win.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
  try {
    await serve(config, database, startedAt);
  } catch (error) {
    // Whatever failed after the database opened (a migration, a taken port), close it cleanly.
    await database.close();
    throw error;
  }
}

async function serve(config: Config, database: DatabaseHandle, startedAt: number) {
  await database.migrate();
  await ensureBaseData(database.db);
  const storage = config.s3
    ? createS3Storage(config.s3)
    : createLocalStorage({ dir: path.join(config.dataDir, 'uploads') });
  if (config.seedDemo) await seedDemoData(database.db, storage);
  const demoAccounts = config.seedDemo ? await findDemoAccounts(database.db) : [];

  // Two levels up is the project root both from src/server/main.ts and from the bundled dist/server/main.js.
  const webRoot = fileURLToPath(new URL('../../dist/web/', import.meta.url));
  const renderPage = await loadServerRender(fileURLToPath(new URL('../../dist/ssr/entry-server.js', import.meta.url)));
  const app = await buildApp(
    {
      config,
      database,
      storage,
      webRoot,
      renderPage,
      clock: config.testClock ? createStdinClock(process.stdin, process.stdout) : undefined,
    },
    { logger: { level: config.logLevel }, startWorkers: true },
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    // A second Ctrl+C while closing must not kill the process with the database still open.
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, shutdownGraceMs);
    force.unref();
    // Stop accepting, let in-flight requests finish, then release the database.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  printBanner({
    url: config.appUrl,
    database: database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${path.resolve(config.dataDir, 'db')})`,
    demoAccounts,
    seconds: (performance.now() - startedAt) / 1000,
  });
}

function printBanner(info: { url: string; database: string; demoAccounts: DemoAccount[]; seconds: number }) {
  const lines = [
    '',
    `  Dragon Market is running at ${info.url}  (ready in ${info.seconds.toFixed(1)} s)`,
    `  Database: ${info.database}`,
    `  API docs: ${info.url}/api/docs`,
  ];
  if (info.demoAccounts.length > 0) {
    lines.push('', '  Demo accounts (all share one password):');
    for (const a of info.demoAccounts) lines.push(`    ${a.role.padEnd(9)}  ${a.email.padEnd(34)} ${a.password}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  const expected = error instanceof ConfigError || error instanceof DataDirInUseError;
  console.error(expected ? (error as Error).message : error);
  process.exit(1);
});
