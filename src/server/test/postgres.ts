// PostgreSQL side of the test harness: a migrated template database per run, and a fresh copy per test file.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const uniqueName = (prefix: string) => `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;

export async function createTemplateDatabase(url: string): Promise<string> {
  const name = uniqueName('market_template');
  await withAdminClient(url, (c) => c.query(`CREATE DATABASE ${name}`));
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 1 });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  return name;
}

/** A new database copied from the template; returns its URL. */
export async function createDatabaseFromTemplate(
  url: string,
  template: string,
): Promise<{ name: string; url: string }> {
  const name = uniqueName('market_test');
  // Copies from one template may not overlap ("source database is being accessed by other users"): retry.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await withAdminClient(url, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
      return { name, url: withDatabase(url, name) };
    } catch (error) {
      const busy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!busy || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await withAdminClient(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
