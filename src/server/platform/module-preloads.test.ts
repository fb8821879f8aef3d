import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModulePreloads } from './module-preloads.ts';

// The shape of Vite's build manifest: keys are sources under src/web (or shared chunks' names), imports name keys.
const manifest = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true, imports: ['_compat-C1.js'] },
  '_compat-C1.js': { file: 'assets/compat-C1.js' },
  '_cards-K1.js': { file: 'assets/cards-K1.js', imports: ['_compat-C1.js', '_price-P1.js'] },
  '_price-P1.js': { file: 'assets/price-P1.js' },
  'app/list-routes.tsx': {
    file: 'assets/list-routes-L1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_cards-K1.js', '_compat-C1.js'],
  },
  'app/listing-route.tsx': { file: 'assets/listing-route-R1.js', imports: ['_cards-K1.js', 'styles.css'] },
  'styles.css': { file: 'assets/styles-S1.css' },
};
const indexHtml =
  '<head><script type="module" crossorigin src="/assets/index-E1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/compat-C1.js"></head>';

let webRoot: string;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'market-preloads-'));
  await mkdir(path.join(webRoot, '.vite'));
  await writeFile(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(manifest));
});

afterAll(async () => {
  await rm(webRoot, { recursive: true, force: true });
});

const hrefs = (tags: string[]) => tags.map((tag) => /href="([^"]+)"/.exec(tag)?.[1]);

describe('createModulePreloads', () => {
  it("lists a page's chunk and every chunk it imports, once, leaving out what index.html loads", () => {
    const list = createModulePreloads(webRoot, indexHtml);
    expect(hrefs(list(['#web/app/list-routes.tsx']))).toEqual([
      '/assets/list-routes-L1.js',
      '/assets/cards-K1.js',
      '/assets/price-P1.js',
    ]);
    expect(list(['#web/app/list-routes.tsx', '#web/app/listing-route.tsx'])).toHaveLength(4);
    expect(list(['#web/app/listing-route.tsx'])[0]).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/listing-route-R1.js" />',
    );
  });

  it('adds nothing for a source the build does not know, or without a manifest', () => {
    expect(createModulePreloads(webRoot, indexHtml)(['#web/app/unknown.tsx'])).toEqual([]);
    expect(createModulePreloads(os.tmpdir(), indexHtml)(['#web/app/list-routes.tsx'])).toEqual([]);
  });
});
