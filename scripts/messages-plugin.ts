// The web app's message catalogs (decision 056). Each area of src/web (app, components, a feature) keeps its own
// messages/<locale>.json, so that areas are translated side by side. Messages are parsed here, at build time, so that
// the browser never downloads the ICU parser.
//
// With `split` (the browser's build), `virtual:messages/<locale>` holds the messages nearly every page shows (the
// app's, the shared components' and the marketplace's), and each other feature's catalog is a chunk of its own,
// `virtual:messages/<locale>/<area>`, which `virtual:message-areas` maps for the routes to load with their pages
// (src/web/app/router.tsx). Without it (the server render, the tests) the first import holds every message.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const catalogPrefix = 'virtual:messages/';
const areasModule = 'virtual:message-areas';
const locales = ['en', 'es', 'fr', 'de', 'ar'];
/** The areas in every locale's first catalog. */
export const coreAreas: ReadonlySet<string> = new Set(['app', 'components', 'marketplace']);

type Catalog = { area: string; file: string };

/** Every area's messages/<locale>.json under `webRoot`: 'app', 'components', or a feature's name. */
function findCatalogs(webRoot: string, locale: string): Catalog[] {
  const found: Catalog[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules') continue;
      const child = path.join(dir, entry.name);
      if (entry.name !== 'messages') walk(child);
      else if (readdirSync(child).includes(`${locale}.json`)) {
        // A feature's folder names its area, as does a folder of components with catalogs of their own.
        const [first = '', second = ''] = path.relative(webRoot, dir).split(path.sep);
        const nested = first === 'features' || (first === 'components' && second !== '');
        found.push({ area: nested ? second : first, file: path.join(child, `${locale}.json`) });
      }
    }
  };
  walk(webRoot);
  return found.sort((a, b) => a.file.localeCompare(b.file));
}

/** The merged catalogs; an id defined twice is an error, not a silent winner. */
function readMessages(catalogs: Catalog[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const { file } of catalogs) {
    const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [id, message] of Object.entries(catalog)) {
      if (id in messages) throw new Error(`Message ${id} is defined twice (again in ${file})`);
      messages[id] = message;
    }
  }
  return messages;
}

function compile(messages: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, parse(message)]));
}

export function messageCatalogs({ webRoot, split }: { webRoot: string; split: boolean }): Plugin {
  return {
    name: 'message-catalogs',
    resolveId(id) {
      return id.startsWith(catalogPrefix) || id === areasModule ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${areasModule}`) {
        const areas = split ? findCatalogs(webRoot, 'en').filter(({ area }) => !coreAreas.has(area)) : [];
        const entries = areas.map(({ area }) => {
          const byLocale = locales.map((locale) => `${locale}: () => import('${catalogPrefix}${locale}/${area}')`);
          return `${JSON.stringify(area)}: { ${byLocale.join(', ')} }`;
        });
        return `export default { ${entries.join(', ')} };`;
      }
      if (!id.startsWith(`\0${catalogPrefix}`)) return undefined;
      const [locale = '', area] = id.slice(catalogPrefix.length + 1).split('/');
      const catalogs = findCatalogs(webRoot, locale).filter((catalog) =>
        area ? catalog.area === area : !split || coreAreas.has(catalog.area),
      );
      for (const { file } of catalogs) this.addWatchFile(file);
      // A string for JSON.parse: a browser reads one faster than the same object written as a literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compile(readMessages(catalogs))))});`;
    },
  };
}
