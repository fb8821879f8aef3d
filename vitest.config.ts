import { defineConfig } from 'vitest/config';

// The database-backed suite runs on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set
// (PGlite runs one transaction at a time and cannot reveal a missing row lock).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const shared = {
  environment: 'node' as const,
  pool: 'forks' as const,
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // The JSON report feeds the one-line summary CI prints (scripts/test-summary.mjs).
    reporters: ['default', ['json', { outputFile: '.tmp/results/vitest.json' }]],
    globalSetup: ['src/server/test/global-setup.ts'],
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.ts', 'tools/**/*.test.js'],
        },
      },
      {
        test: {
          ...shared,
          name: 'server:pglite',
          include: ['src/server/**/*.test.ts'],
          env: { TEST_DB_KIND: 'pglite' },
        },
      },
      ...(onPostgres
        ? [
            {
              test: {
                ...shared,
                name: 'server:postgres',
                include: ['src/server/**/*.test.ts'],
                env: { TEST_DB_KIND: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
