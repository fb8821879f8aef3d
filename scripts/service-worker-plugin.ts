// Writes the browser build's service worker, dist/web/sw.js (issue 34), from src/web/service-worker.js: the shell it
// keeps for use without a network (the entry script with the chunks it imports, the stylesheet, the offline page,
// the icons and the manifest) and a version that changes whenever any of them does, so that a deploy installs anew.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

const publicShell = [
  '/offline.html',
  '/favicon.svg',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-512.png',
];
const placeholder = "const build = { version: 'development', shell: [] };";

export function serviceWorker(options: { source: string; publicDir: string }): Plugin {
  return {
    name: 'service-worker',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_output, bundle) {
      const shell = [...findEntryFiles(bundle), ...publicShell];
      const source = readFileSync(options.source, 'utf8');
      if (!source.includes(placeholder)) throw new Error(`${options.source} no longer holds: ${placeholder}`);
      const hash = createHash('sha256').update(source).update(shell.join('\n'));
      for (const file of publicShell) hash.update(readFileSync(path.join(options.publicDir, file)));
      const build = { version: hash.digest('hex').slice(0, 16), shell };
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: source.replace(placeholder, () => `const build = ${JSON.stringify(build)};`),
      });
    },
  };
}

// The entry chunk, the chunks it imports statically and the stylesheets, as the addresses the page asks for.
function findEntryFiles(bundle: Rolldown.OutputBundle): string[] {
  const files = new Set<string>();
  const add = (chunk: Rolldown.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') add(next);
    }
  };
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.isEntry) add(output);
    else if (output.type === 'asset' && output.fileName.endsWith('.css')) files.add(output.fileName);
  }
  return [...files].map((file) => `/${file}`);
}
