// Migrates one template database per run; every test file then starts from a copy of it, which is far
// cheaper than migrating per file (PGlite's start alone costs seconds).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPglite, migrationsFolder } from '../db/client.ts';
import { createTemplateDatabase, dropDatabase } from './postgres.ts';

const templateDir = path.resolve('.tmp/test-template');

export default async function setup(project: TestProject) {
  await mkdir(templateDir, { recursive: true });
  const templateFile = path.join(templateDir, `pglite-${process.pid}.tar.gz`);

  // Dump a migrated in-memory instance; test files load it with `loadDataDir`.
  const client = await createPglite({});
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { drizzle } = await import('drizzle-orm/pglite');
  await migrate(drizzle({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', templateFile);

  const postgresUrl = process.env.TEST_DATABASE_URL;
  const postgresTemplate = postgresUrl ? await createTemplateDatabase(postgresUrl) : undefined;
  project.provide('postgresTemplate', postgresTemplate ?? '');

  return async () => {
    await rm(templateFile, { force: true });
    if (postgresUrl && postgresTemplate) await dropDatabase(postgresUrl, postgresTemplate);
  };
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges only into an interface
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}
