// The chunks a server-rendered page imports to hydrate, as <link rel="modulepreload"> tags loaded with the entry
// script (src/web/start-app.js). The browser fetches them alongside it, instead of after it has run and asked for
// them; Vite's preload helper then finds them in the page and has no links of its own to add, each of which cost
// the phone a moment of the task that starts the app.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; imports?: string[] };

/**
 * From the web build's manifest (dist/web/.vite/manifest.json), a function from page sources (PageHandle.source,
 * such as '#web/app/list-routes.tsx') to the tags for their chunks and the chunks those import, leaving out what
 * index.html already loads. Without a manifest (a build without one, `npm run dev`) there is nothing to add.
 */
export function createModulePreloads(webRoot: string, indexHtml: string): (sources: string[]) => string[] {
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const inIndex = (file: string) => indexHtml.includes(`/${file}"`);

  const collect = (key: string, files: Set<string>, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (chunk.file.endsWith('.js') && !inIndex(chunk.file)) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, files, seen);
  };
  const remembered = new Map<string, string[]>();
  const filesOf = (source: string): string[] => {
    let files = remembered.get(source);
    if (!files) {
      const found = new Set<string>();
      collect(source.replace(/^#web\//, ''), found, new Set());
      files = [...found];
      remembered.set(source, files);
    }
    return files;
  };

  return (sources) =>
    [...new Set(sources.flatMap(filesOf))].map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
}
