// `npm start`: builds the app when the sources are newer than the last build, then runs the built server.
// So a fresh clone needs only `npm install && npm start`, and later starts skip the build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['dist/server/main.js', 'dist/web/index.html'].map((f) => path.join(root, f));
// .env counts: the web build bakes in its VITE_ variables.
const inputs = ['src', 'package.json', 'package-lock.json', 'vite.config.ts', '.env'].map((f) => path.join(root, f));

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = Math.min(...outputs.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)));
if (builtAt < Math.max(...inputs.map(newestMtime))) {
  console.log('Building the app (first start or sources changed)...');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/server/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
// Pass stop signals on so the server can shut down gracefully.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
