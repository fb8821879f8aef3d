// Runs the built server (dist/, from `npm run build`) the way a visitor would meet it: production mode, a
// throwaway data directory with the demo data, on a free port of 127.0.0.1. Used by benchmarks that drive a
// real browser, which need the built web app rather than buildApp() alone.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchAuthSecret } from '../servers/serve.ts';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const startTimeoutMs = 180_000;

export type BuiltApp = { url: string; stop: () => Promise<void> };

/** Starts the build in `root` (this checkout by default; bench/lib/baseline-build.ts makes others). */
export async function startBuiltApp(root = projectRoot): Promise<BuiltApp> {
  for (const file of ['dist/server/main.js', 'dist/web/index.html']) {
    if (!existsSync(path.join(root, file)))
      throw new Error(`${file} is missing in ${root}: run \`npm run build\` first`);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dragon-bench-web-'));
  const port = await findFreePort();
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    cwd: root,
    // Its start-up banner (the demo accounts) would bury the table; errors still show on stderr.
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      // Cleared so a developer's .env can never point the benchmark at a real database.
      DATABASE_URL: '',
      // Production refuses a plain-HTTP APP_URL, and this server is measured over HTTP on loopback; nothing the
      // benchmarks measure depends on NODE_ENV (the web build is always a production build).
      NODE_ENV: 'development',
      AUTH_SECRET: benchAuthSecret,
      PAYMENTS_TEST_MODE: 'true',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
    },
  });
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child, exited);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(`${url}/api/health`, child);
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the built server exited with code ${child.exitCode} while starting`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet (the demo data is still being seeded).
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the built server did not answer ${url} within ${startTimeoutMs / 1000} s`);
}

async function stopChild(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(force);
}
