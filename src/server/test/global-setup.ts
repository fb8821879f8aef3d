// Migrates one template database per run and kind; every test file then starts from a copy of it, which is far
// cheaper than migrating per file (PGlite's start alone costs seconds). Each server project names this setup, so a
// run without server tests builds no template at all.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPglite, migrationsFolder } from '../db/client.ts';
import { createTemplateDatabase, dropDatabase } from './postgres.ts';

const templateDir = path.resolve('.tmp/test-template');

export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
  // Two projects of one kind (the isolated one) share the template: each project loads this file afresh, so the
  // run's process environment is what they have in common.
  const builtKey = `MARKET_TEST_TEMPLATE_${kind.toUpperCase()}`;
  const built = process.env[builtKey];
  if (built) {
    project.provide(kind === 'postgres' ? 'postgresTemplate' : 'pgliteTemplate', built);
    return;
  }
  const template = kind === 'postgres' ? await buildPostgresTemplate() : await buildPgliteTemplate();
  process.env[builtKey] = template.name;
  project.provide(kind === 'postgres' ? 'postgresTemplate' : 'pgliteTemplate', template.name);
  return async () => {
    delete process.env[builtKey];
    await template.remove();
  };
}

/** A migrated PGlite data dir as an uncompressed tarball: test files load it without unpacking gzip each time. */
async function buildPgliteTemplate() {
  await mkdir(templateDir, { recursive: true });
  const file = path.join(templateDir, `pglite-${process.pid}.tar`);
  const client = await createPglite({});
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { drizzle } = await import('drizzle-orm/pglite');
  await migrate(drizzle({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return { name: file, remove: () => rm(file, { force: true }) };
}

async function buildPostgresTemplate() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is needed for the postgres test project');
  const name = await createTemplateDatabase(url);
  return { name, remove: () => dropDatabase(url, name) };
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges only into an interface
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}
