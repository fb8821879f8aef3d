// Runs npm scripts side by side and fails when any of them fails. The first script's output streams as it comes;
// each other script's is printed whole when it ends, so the logs do not interleave. `npm test` runs the lint and
// type checks beside the end-to-end journeys, whose waits (page loads, restarts, retries) leave a core idle about a
// fifth of the time.
import { spawn } from 'node:child_process';

const [first, ...rest] = process.argv.slice(2);

function run(name, stream) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], {
      stdio: ['ignore', stream ? 'inherit' : 'pipe', stream ? 'inherit' : 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`--- npm run ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code);
    });
  });
}

const codes = await Promise.all([run(first, true), ...rest.map((name) => run(name, false))]);
process.exitCode = codes.every((code) => code === 0) ? 0 : 1;
