// Shared by the benchmark child processes: the real app (production mode, no logging, plus any settings given)
// on the given database and a bare node:http server, both on 127.0.0.1 with ephemeral ports. Prints {"app":port,"raw":port} on one
// line (plus any other ports the child serves, such as a bench-only control server), and shuts everything down
// when stdin closes (the parent ended it, or the parent died).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { loadServerRender } from '#server/platform/server-render.ts';
import { createLocalStorage } from '#server/platform/storage.ts';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

// Production needs a secret; any fixed one does for a benchmark database. Exported for children that sign
// session cookies themselves.
export const benchAuthSecret = 'bench-secret-bench-secret-bench-secret-0123';

/** The app's settings for a benchmark, on any free port; `env` adds to them. */
export function loadBenchConfig(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({
    // Production refuses a plain-HTTP APP_URL; nothing the benchmarks measure depends on NODE_ENV.
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    AUTH_SECRET: benchAuthSecret,
    PAYMENTS_TEST_MODE: 'true',
    ...env,
  });
}

export async function serveAppAndRaw(
  database: DatabaseHandle,
  dataDir: string,
  env: Record<string, string> = {},
  otherPorts: Record<string, number> = {},
): Promise<FastifyInstance> {
  const config = loadBenchConfig(dataDir, env);
  const storage = createLocalStorage({ dir: path.join(config.dataDir, 'uploads') });
  // The built web app and its server render, when `npm run build` has made them (reads.bench.ts's page rows).
  const webRoot = path.join(projectRoot, 'dist', 'web');
  const renderPage = await loadServerRender(path.join(projectRoot, 'dist', 'ssr', 'entry-server.js'));
  const app = await buildApp({ config, database, storage, webRoot, renderPage }, { logger: false });
  await app.listen({ host: config.host, port: config.port });
  // The ports are told once the search's listing index is built, so that no measured search waits for it.
  await app.ctx.search.listings?.ready();

  // `/?bytes=N` answers N bytes instead: the ceiling for an answer of a page's size (reads.bench.ts).
  const body = Buffer.from(JSON.stringify({ hello: 'world' }));
  const bodies = new Map<number, Buffer>();
  const raw = createServer((request, response) => {
    const bytes = Number(/[?&]bytes=(\d+)/.exec(request.url ?? '')?.[1] ?? 0);
    if (bytes && !bodies.has(bytes)) bodies.set(bytes, Buffer.alloc(bytes, 'a'));
    const answer = bodies.get(bytes) ?? body;
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': answer.length });
    response.end(answer);
  });
  await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));

  const portOf = (address: AddressInfo | string | null) => (typeof address === 'object' && address ? address.port : 0);
  console.log(JSON.stringify({ ...otherPorts, app: portOf(app.server.address()), raw: portOf(raw.address()) }));

  process.stdin.resume();
  process.stdin.once('end', () => {
    raw.closeAllConnections();
    raw.close();
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
  return app;
}
