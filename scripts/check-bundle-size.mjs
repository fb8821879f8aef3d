// The web size budget (issues 11 and 33), run after `npm run build`: the JavaScript a visitor downloads for `/`
// at most 115 KB gzip in total, and each lazily loaded chunk at most 50 KB gzip. Reads Vite's build
// manifest (dist/web/.vite/manifest.json), gzips each file as a server would, prints a table, and exits 1
// when a budget is exceeded or a public page loads zod before it can hydrate.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDir = fileURLToPath(new URL('../dist/web', import.meta.url));
const manifestPath = path.join(webDir, '.vite', 'manifest.json');
const kb = 1024;
// React's own runtime was 67 KB of the 150 this page once took; Preact's compatibility layer is 10 (decision 047).
// Languages and currencies (issue 35, decisions 056 and 058) add 15 KB: react-intl, the page's catalog with the
// names of categories, payment types and prices, and the table of 156 currencies that formats prices without Intl.
const homeBudget = 115 * kb;
const routeBudget = 50 * kb;
// The password policy's common-password dictionary (decision 017) is data, not code: fetched only once a member
// types a new password, never by `/`. It has a budget of its own, so it cannot grow unnoticed either.
const dataChunkBudgets = [{ pattern: /@zxcvbn-ts\/language-common\//, budget: 230 * kb }];
const budgetOf = (key) => dataChunkBudgets.find(({ pattern }) => pattern.test(key))?.budget ?? routeBudget;

// Every page is lazy, so `/` is the entry (with the root and site layouts, which nearly every page shows) plus
// the lazy page its route matches (see src/web/app/router.tsx) and the English catalog (src/web/lib/i18n.tsx). Named
// here rather than guessed: a rename fails the check instead of quietly leaving a page out of the total.
const homeRouteModules = ['features/marketplace/pages/home.tsx', '../../virtual:messages/en'];

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

// After `/`, a lazy chunk (a page, a layout, the sign-in dialog, the header's menus) brings what it imports that
// `/` has not. A chunk that several of them import (zod, the form library, Radix's dialog) is downloaded once for
// all of them, so it is measured once, on a row of its own; each lazy chunk's row counts itself and what only it
// needs. 'after /' is the whole cost of opening it first, shared chunks included, for information.
const lazyKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && !loadedByHome.has(key));
const addedBy = new Map(
  lazyKeys.map((key) => [key, [...collectStaticClosure([key])].filter((chunk) => !loadedByHome.has(chunk))]),
);
const importers = new Map();
for (const added of addedBy.values()) for (const chunk of added) importers.set(chunk, (importers.get(chunk) ?? 0) + 1);
const isShared = (chunk) => importers.get(chunk) > 1 && !lazyKeys.includes(chunk);
const sumSizes = (chunks) => chunks.reduce((sum, chunk) => sum + gzipSizeOf(chunk), 0);

const lazyRows = lazyKeys
  .map((key) => {
    const own = addedBy.get(key).filter((chunk) => !isShared(chunk));
    return {
      label: `lazy ${key}${own.length > 1 ? ` (+${own.length - 1} own)` : ''}`,
      size: sumSizes(own),
      after: sumSizes(addedBy.get(key)),
      budget: budgetOf(key),
    };
  })
  .sort((a, b) => b.size - a.size);
const sharedChunks = [...importers.keys()].filter(isShared).sort((a, b) => gzipSizeOf(b) - gzipSizeOf(a));
// The many shared chunks under 1 KB (an icon, a small component) share one row: the largest of them is checked.
const smallShared = sharedChunks.filter((chunk) => gzipSizeOf(chunk) < kb);
const sharedRows = [
  ...sharedChunks
    .filter((chunk) => gzipSizeOf(chunk) >= kb)
    .map((chunk) => ({
      label: `shared ${manifest[chunk].file} (by ${importers.get(chunk)})`,
      size: gzipSizeOf(chunk),
    })),
  ...(smallShared.length > 0
    ? [
        {
          label: `shared: ${smallShared.length} more under 1 KB each (largest shown)`,
          size: gzipSizeOf(smallShared[0]),
        },
      ]
    : []),
].map((row) => ({ ...row, after: row.size }));

const formatKb = (bytes) => (bytes / kb).toFixed(1);
const verdict = (bytes, budget) => (bytes <= budget ? 'ok' : 'OVER');
const rows = [
  ...homeChunks
    .map((key) => ({ key, size: gzipSizeOf(key) }))
    .sort((a, b) => b.size - a.size)
    .map(({ key, size }) => [`  ${manifest[key].file}`, formatKb(size), '', '', '']),
  [
    `/ total (entry + home, ${homeChunks.length} files)`,
    formatKb(homeTotal),
    '',
    String(homeBudget / kb),
    verdict(homeTotal, homeBudget),
  ],
  ...[...lazyRows, ...sharedRows].map(({ label, size, after, budget = routeBudget }) => [
    label,
    formatKb(size),
    formatKb(after),
    String(budget / kb),
    verdict(size, budget),
  ]),
];
printTable(['file', 'gzip KB', 'after / KB', 'budget KB', ''], rows);

// The server-rendered pages a visitor opens cold hydrate without zod: it is a download of its own, and evaluating
// its schemas kept a phone busy longer than the listing page itself. A page reaches it through a value imported
// from a schema module (a message object does not need zod: see src/shared/schemas/proposal-messages.ts).
const zodFree = [
  'features/marketplace/pages/home.tsx',
  'app/list-routes.tsx',
  'features/marketplace/pages/explore-categories.tsx',
  'features/marketplace/pages/category.tsx',
  'app/listing-route.tsx',
  'features/members/pages/member-profile.tsx',
];
const zodChunk = Object.keys(manifest).find((key) =>
  readFileSync(path.join(webDir, manifest[key].file), 'utf8').includes('$ZodType'),
);
if (!zodChunk) fail('no chunk holds zod; update this script');
const withZod = zodFree.filter((key) => {
  if (!manifest[key]?.isDynamicEntry) fail(`${key} is not a lazily loaded chunk in the manifest; update this script`);
  return collectStaticClosure([entryKey, key]).has(zodChunk);
});
for (const key of withZod) console.error(`${key} loads zod (${manifest[zodChunk].file}) before it can hydrate`);

const over = rows.filter((row) => row.at(-1) === 'OVER');
if (withZod.length > 0) process.exit(1);
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
