// Runs npm scripts side by side and fails when any of them fails. Lint and the type checks each use one core, so on
// two cores they finish together in about the time of the slowest. Each script's output is printed whole when it ends,
// so the logs do not interleave.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const codes = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code) => {
          process.stdout.write(`--- npm run ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`}\n`);
          process.stdout.write(Buffer.concat(output));
          resolve(code);
        });
      }),
  ),
);
process.exitCode = codes.every((code) => code === 0) ? 0 : 1;
