import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { messageCatalogs } from './scripts/messages-plugin.ts';
import { preactAliases } from './scripts/preact-aliases.ts';

// The server suite runs on PostgreSQL when TEST_DATABASE_URL is set (CI), else on PGlite; with PostgreSQL there,
// PGlite still runs the tests of its own client and of search, which leans on its pg_trgm build (decision 020).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const serverTests = ['src/server/**/*.test.ts'];
const pgliteOwnTests = ['src/server/db/**/*.test.ts', 'src/server/features/offers/**/*.test.ts'];
// A file that replaces a module with vi.mock needs a module graph of its own; the rest share one per worker.
const replacesModules = ['src/server/features/accounts/password-security.test.ts'];

// Per server project, so a run of the unit project alone builds no template database.
const globalSetup = ['src/server/test/global-setup.ts'];
const shared = {
  environment: 'node' as const,
  pool: 'forks' as const,
  testTimeout: 20_000,
  hookTimeout: 60_000,
};
// Each file builds its own app on its own database; reusing the imported modules saves re-importing the whole
// server per file, which was a third of the suite's time.
const server = { ...shared, isolate: false, exclude: replacesModules, globalSetup };
const dbKind = onPostgres ? 'postgres' : 'pglite';
// The web app's messages, as `import('virtual:messages/<locale>')` (decision 056).
const catalogs = messageCatalogs({ webRoot: fileURLToPath(new URL('./src/web', import.meta.url)), split: false });

// Components render on Preact as in the browser (decision 047). The libraries are bundled by Vite rather than
// loaded by Node, so the aliases reach them too; these two would otherwise load their CommonJS builds.
const fromModules = (file: string) => fileURLToPath(new URL(`./node_modules/${file}`, import.meta.url));
const webAliases = [
  ...preactAliases,
  {
    find: /^@testing-library\/react$/,
    replacement: fromModules('@testing-library/react/dist/@testing-library/react.esm.js'),
  },
  { find: /^react-router$/, replacement: fromModules('react-router/dist/development/index.mjs') },
  { find: /^react-router\/dom$/, replacement: fromModules('react-router/dist/development/dom-export.mjs') },
];

export default defineConfig({
  test: {
    // Every core: each server file has a database of its own. Vitest's default leaves one core idle, which on a
    // 2-core machine ran the suite one file at a time.
    maxWorkers: availableParallelism(),
    // The JSON report feeds the one-line summary CI prints (scripts/test-summary.mjs).
    reporters: ['default', ['json', { outputFile: '.tmp/results/vitest.json' }]],
    projects: [
      {
        plugins: [catalogs],
        test: {
          ...shared,
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.ts', 'tools/**/*.test.js'],
        },
      },
      {
        resolve: { alias: webAliases },
        plugins: [catalogs],
        test: {
          ...shared,
          name: 'web',
          // Components rendered as a member sees them (decision 041): happy-dom runs Radix's dialogs and popovers on
          // Node 20, which the current jsdom no longer supports; the network is src/web/test/network.ts's typed stub.
          environment: 'happy-dom',
          include: ['src/web/**/*.test.tsx'],
          setupFiles: ['src/web/test/setup.ts'],
          // One module graph per worker rather than per file took the project from 60 s to 20 s; the setup file resets
          // what modules keep between tests.
          isolate: false,
          server: { deps: { inline: true } },
        },
      },
      {
        test: {
          ...server,
          name: 'server:pglite',
          include: onPostgres ? pgliteOwnTests : serverTests,
          env: { TEST_DB_KIND: 'pglite' },
        },
      },
      ...(onPostgres
        ? [{ test: { ...server, name: 'server:postgres', include: serverTests, env: { TEST_DB_KIND: 'postgres' } } }]
        : []),
      {
        test: {
          ...shared,
          globalSetup,
          name: `server:${dbKind}:isolated`,
          include: replacesModules,
          env: { TEST_DB_KIND: dbKind },
        },
      },
    ],
  },
});
