// The web app's message catalogs (decision 056): each area of src/web (app, components, a feature) keeps its own
// messages/<locale>.json, so that areas are translated side by side; `import('virtual:messages/<locale>')` is one
// locale's catalogs merged. Messages with arguments are parsed here, at build time, so that the browser never
// downloads the ICU parser; plain text stays a string, which react-intl shows as it is.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const prefix = 'virtual:messages/';

/** Every messages/<locale>.json under `webRoot`, by area: 'app', 'components', 'features/<name>'. */
export function findCatalogFiles(webRoot: string, locale: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules') continue;
      const child = path.join(dir, entry.name);
      if (entry.name === 'messages') {
        const file = path.join(child, `${locale}.json`);
        if (readdirSync(child).includes(`${locale}.json`)) found.push(file);
      } else walk(child);
    }
  };
  walk(webRoot);
  return found.sort();
}

/** One locale's catalogs merged; an id defined twice is an error, not a silent winner. */
export function readCatalog(webRoot: string, locale: string): { messages: Record<string, string>; files: string[] } {
  const files = findCatalogFiles(webRoot, locale);
  const messages: Record<string, string> = {};
  for (const file of files) {
    const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [id, message] of Object.entries(catalog)) {
      if (id in messages) throw new Error(`Message ${id} is defined twice (again in ${file})`);
      messages[id] = message;
    }
  }
  return { messages, files };
}

function compile(messages: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      const ast = parse(message);
      const plain = ast.length === 1 && ast[0]?.type === 0 && !message.includes("'");
      return [id, plain || ast.length === 0 ? message : ast];
    }),
  );
}

export function messageCatalogs({ webRoot }: { webRoot: string }): Plugin {
  return {
    name: 'message-catalogs',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const locale = id.slice(prefix.length + 1);
      const { messages, files } = readCatalog(webRoot, locale);
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(compile(messages))};`;
    },
  };
}
