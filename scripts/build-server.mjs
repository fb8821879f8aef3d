// Bundles the server into dist/server/main.js (dependencies stay in node_modules) and copies the
// migrations beside it, where the bundled database client looks for them.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const outdir = new URL('../dist/server/', import.meta.url);
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
await cp(new URL('../src/server/db/migrations/', import.meta.url), new URL('migrations/', outdir), {
  recursive: true,
});
