// Runs the built server for the end-to-end tests on a throwaway data directory, removed on exit.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'market-e2e-'));
const server = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  // DATABASE_URL is cleared so a developer's .env can never point the tests at a real database.
  env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
});
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
