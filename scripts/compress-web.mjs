// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the built web app, at the highest
// levels, so the server sends static files compressed without spending CPU per request (@fastify/static's
// preCompressed). Files too small to gain are left alone; the server then sends them as they are.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const webDir = fileURLToPath(new URL('../dist/web', import.meta.url));
const textFile = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
// Below this, a compressed copy saves less than a packet.
const minimumBytes = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const entries = await readdir(webDir, { recursive: true, withFileTypes: true });
const files = entries
  .filter((entry) => entry.isFile() && textFile.test(entry.name) && !entry.parentPath.includes('.vite'))
  .map((entry) => path.join(entry.parentPath, entry.name));

let written = 0;
await Promise.all(
  files.map(async (file) => {
    const content = await readFile(file);
    if (content.length < minimumBytes) return;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    written += 1;
  }),
);
console.log(`compress-web: ${written} of ${files.length} text files in dist/web have .br and .gz copies`);
