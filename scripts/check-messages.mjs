// The message catalogs' check, in `npm run lint` (decision 056). For each area's messages/ folder: every locale has
// exactly the English catalog's ids, each message parses as ICU and names the same arguments as its English one,
// every id starts with the area's name, every English id is used somewhere in src/web, and every area is named in
// src/web/message-ids.d.ts, whose type check refuses an unknown id in code. The emails' catalog
// (src/server/platform/email/messages) gets the same checks of its locales, ids starting with 'email.', each used in
// src/server/platform/email.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const webRoot = fileURLToPath(new URL('../src/web', import.meta.url));
const emailRoot = fileURLToPath(new URL('../src/server/platform/email', import.meta.url));
const locales = ['en', 'es', 'fr', 'de', 'ar'];
const problems = [];

function walk(dir, visit) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(child, visit);
    else visit(child);
  }
}

/** The argument names a message uses, sorted, including those inside plurals, selects and tags. */
function argumentsOf(elements, into = new Set()) {
  for (const element of elements) {
    if (element.type !== TYPE.literal && element.type !== TYPE.pound && 'value' in element) into.add(element.value);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, into);
  }
  return [...into].sort().join(', ');
}

const catalogFolders = [];
walk(webRoot, (file) => {
  if (path.basename(path.dirname(file)) === 'messages' && file.endsWith('/en.json')) {
    catalogFolders.push(path.dirname(file));
  }
});

/**
 * Checks one folder's catalogs (`name` is how problems call it): each id starts with `prefix`, and every locale has
 * the English ids, each parsing, with the English arguments. Returns the English ids.
 */
function checkCatalogs(folder, name, area, prefix) {
  const read = (locale) => {
    try {
      return JSON.parse(readFileSync(path.join(folder, `${locale}.json`), 'utf8'));
    } catch (error) {
      problems.push(`${name}/${locale}.json: ${error.message}`);
      return {};
    }
  };
  const english = read('en');
  for (const id of Object.keys(english)) {
    if (!id.startsWith(prefix)) problems.push(`${id}: ids in ${area} start with '${prefix}'`);
  }
  for (const locale of locales) {
    const catalog = locale === 'en' ? english : read(locale);
    for (const id of Object.keys(english)) {
      if (!(id in catalog)) problems.push(`${id}: missing in ${locale}`);
    }
    for (const [id, message] of Object.entries(catalog)) {
      if (!(id in english)) {
        problems.push(`${id}: in ${locale} but not in English`);
        continue;
      }
      try {
        const expected = argumentsOf(parse(english[id]));
        const actual = argumentsOf(parse(message));
        if (actual !== expected) problems.push(`${id}: ${locale} uses {${actual}}, English {${expected}}`);
      } catch (error) {
        problems.push(`${id}: ${locale} does not parse (${error.message})`);
      }
    }
  }
  return Object.keys(english);
}

const englishIds = new Set();
for (const folder of catalogFolders) {
  const area = path.relative(webRoot, path.dirname(folder)).replace(/^(features|components)\//, '');
  const ids = checkCatalogs(folder, path.relative(webRoot, folder), area, `${area.replaceAll('/', '.')}.`);
  for (const id of ids) englishIds.add(id);
}

// The type check knows only the areas src/web/message-ids.d.ts names.
const typedAreas = readFileSync(path.join(webRoot, 'message-ids.d.ts'), 'utf8');
for (const folder of catalogFolders) {
  const catalog = `./${path.relative(webRoot, folder)}/en.json`;
  if (!typedAreas.includes(`'${catalog}'`)) problems.push(`${catalog}: not named in src/web/message-ids.d.ts`);
}

// The areas outside the first catalog (scripts/messages-plugin.ts) are the ones a route can load
// (src/web/lib/i18n.tsx's messageAreas).
const quoted = (text) => [...text.matchAll(/'([a-z-]+)'/g)].map((match) => match[1]);
const pluginSource = readFileSync(fileURLToPath(new URL('./messages-plugin.ts', import.meta.url)), 'utf8');
const coreAreas = quoted(/coreAreas[^\n]*new Set\(\[([^\]]*)\]/.exec(pluginSource)?.[1] ?? '');
const i18nSource = readFileSync(path.join(webRoot, 'lib', 'i18n.tsx'), 'utf8');
const routeAreas = quoted(/export const messageAreas = \[([^\]]*)\]/.exec(i18nSource)?.[1] ?? '').sort();
const featureAreas = catalogFolders
  .map((folder) => path.basename(path.dirname(folder)))
  .filter((area) => !coreAreas.includes(area))
  .sort();
if (routeAreas.join() !== featureAreas.join()) {
  problems.push(
    `messageAreas in src/web/lib/i18n.tsx is ${routeAreas.join(', ')}; the catalogs outside the first are ${featureAreas.join(', ')}`,
  );
}

// Ids are written whole in the code (never assembled), so a search for each finds its uses.
function checkUsed(ids, root, where) {
  let source = '';
  walk(root, (file) => {
    if (/\.(ts|tsx)$/.test(file) && !file.endsWith('.d.ts')) source += readFileSync(file, 'utf8');
  });
  for (const id of ids) {
    if (!source.includes(`'${id}'`) && !source.includes(`"${id}"`)) problems.push(`${id}: not used in ${where}`);
  }
}
checkUsed(englishIds, webRoot, 'src/web');

const emailMessages = path.join(emailRoot, 'messages');
const emailIds = checkCatalogs(emailMessages, 'src/server/platform/email/messages', 'emails', 'email.');
checkUsed(emailIds, emailRoot, 'src/server/platform/email');

if (problems.length > 0) {
  console.error(`Message catalogs: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Message catalogs: ${englishIds.size} messages in ${catalogFolders.length} areas and ${emailIds.length} in the emails, ${locales.length} locales.`,
);
