// The web size budget (issue 11), run after `npm run build`: the JavaScript a visitor downloads
// for `/` at most 150 KB gzip in total, and each lazily loaded route at most 50 KB gzip. Reads Vite's build
// manifest (dist/web/.vite/manifest.json), gzips each file as a server would, prints a table, and exits 1
// when a budget is exceeded.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDir = fileURLToPath(new URL('../dist/web', import.meta.url));
const manifestPath = path.join(webDir, '.vite', 'manifest.json');
const kb = 1024;
const homeBudget = 150 * kb;
const routeBudget = 50 * kb;

// Every route is lazy, so `/` is the entry plus the lazy modules its route matches (see src/web/app/router.tsx).
// Named here rather than guessed: a rename fails the check instead of quietly leaving a page out of the total.
const homeRouteModules = [
  'app/layouts/root-layout.tsx',
  'app/layouts/site-layout.tsx',
  'features/marketplace/pages/home.tsx',
];

if (!existsSync(manifestPath)) fail(`${manifestPath} is missing: run \`npm run build\` first (build.manifest is on).`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) fail('the manifest has no entry chunk');
for (const key of homeRouteModules) {
  if (!manifest[key]?.isDynamicEntry) fail(`${key} is not a lazily loaded chunk in the manifest; update this script`);
}

const gzipSizes = new Map();
function gzipSizeOf(key) {
  if (!gzipSizes.has(key)) gzipSizes.set(key, gzipSync(readFileSync(path.join(webDir, manifest[key].file))).length);
  return gzipSizes.get(key);
}

// A chunk and everything it imports statically: what the browser fetches before the chunk can run.
function collectStaticClosure(keys, into = new Set()) {
  for (const key of keys) {
    if (into.has(key)) continue;
    into.add(key);
    collectStaticClosure(manifest[key].imports ?? [], into);
  }
  return into;
}

const homeChunks = [...collectStaticClosure([entryKey, ...homeRouteModules])];
const homeTotal = homeChunks.reduce((sum, key) => sum + gzipSizeOf(key), 0);
const loadedByHome = new Set(homeChunks);

// A route costs its own chunk plus the shared chunks it needs that `/` has not already brought.
const routes = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && !loadedByHome.has(key))
  .map((key) => {
    const added = [...collectStaticClosure([key])].filter((chunk) => !loadedByHome.has(chunk));
    return { key, added, size: added.reduce((sum, chunk) => sum + gzipSizeOf(chunk), 0) };
  })
  .sort((a, b) => b.size - a.size);

const formatKb = (bytes) => (bytes / kb).toFixed(1);
const verdict = (bytes, budget) => (bytes <= budget ? 'ok' : 'OVER');
const rows = [
  ...homeChunks
    .map((key) => ({ key, size: gzipSizeOf(key) }))
    .sort((a, b) => b.size - a.size)
    .map(({ key, size }) => [`  ${manifest[key].file}`, formatKb(size), '', '']),
  ['/ total (entry + root layout, site layout, home)', formatKb(homeTotal), '150', verdict(homeTotal, homeBudget)],
  ...routes.map(({ key, added, size }) => [
    `lazy ${key}${added.length > 1 ? ` (+${added.length - 1} shared)` : ''}`,
    formatKb(size),
    '50',
    verdict(size, routeBudget),
  ]),
];
printTable(['file', 'gzip KB', 'budget KB', ''], rows);

const over = rows.filter((row) => row[3] === 'OVER');
if (over.length > 0) {
  console.error(`\nBundle size budget exceeded by ${over.length} item(s); see the OVER rows above.`);
  process.exit(1);
}
console.log('\nBundle size budget: ok');

function printTable(columns, body) {
  const widths = columns.map((column, i) => Math.max(column.length, ...body.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log([line(columns), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n'));
}

function fail(message) {
  console.error(`check-bundle-size: ${message}`);
  process.exit(1);
}
