// Starts the servers under test in a child process, so that autocannon (in this process) and the servers
// do not share one event loop. The child prints one JSON line with its ports, then serves until its stdin
// closes.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

export type ChildServers<Ports> = {
  ports: Ports;
  /** The most memory the server process has held so far (its peak resident set), in bytes. */
  readPeakMemory: () => Promise<number>;
  stop: () => Promise<void>;
};

export async function startChildServers<Ports>(
  script: string,
  args: string[] = [],
  nodeFlags: string[] = [],
): Promise<ChildServers<Ports>> {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', path.join(projectRoot, script), ...args], {
    cwd: projectRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  try {
    const ports = await readPorts<Ports>(child, exited);
    return { ports, readPeakMemory: () => readPeakResidentSet(child), stop: () => stopChild(child, exited) };
  } catch (error) {
    await stopChild(child, exited);
    throw error;
  }
}

/** The app and a raw Node server beside it (the ceiling a route is compared with), on a kept offers database. */
export type OfferServers = ChildServers<{ app: number; raw: number }>;

/**
 * Starts bench/servers/offers-servers.ts on `location` (a PGlite directory or a PostgreSQL URL) with a scratch
 * directory of its own for uploads and the like, removed again by stop().
 */
export async function startOfferServers(location: string, extraArgs: string[] = []): Promise<OfferServers> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'dragon-bench-'));
  const removeScratch = () => rm(scratch, { recursive: true, force: true });
  try {
    const servers = await startChildServers<{ app: number; raw: number }>('bench/servers/offers-servers.ts', [
      location,
      scratch,
      ...extraArgs,
    ]);
    return { ...servers, stop: () => servers.stop().finally(removeScratch) };
  } catch (error) {
    await removeScratch();
    throw error;
  }
}

function readPorts<Ports>(child: ChildProcess, exited: Promise<unknown>): Promise<Ports> {
  const lines = createInterface({ input: child.stdout! });
  return new Promise<Ports>((resolve, reject) => {
    let ready = false;
    lines.on('line', (line) => {
      if (!ready && line.startsWith('{')) {
        ready = true;
        resolve(JSON.parse(line) as Ports);
      } else {
        process.stderr.write(`[servers] ${line}\n`);
      }
    });
    void exited.then(() => {
      if (!ready) reject(new Error(`Server process exited before it was ready (code ${child.exitCode})`));
    });
  });
}

async function stopChild(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.stdin?.end();
  const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(force);
}

// Linux's VmHWM: the high-water mark of the process's resident memory, so a peak between samples is not missed.
async function readPeakResidentSet(child: ChildProcess): Promise<number> {
  const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
  const kilobytes = /^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kilobytes) throw new Error('no VmHWM in /proc/<pid>/status: peak memory is read on Linux only');
  return Number(kilobytes) * 1024;
}
