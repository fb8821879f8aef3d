// PGlite does not lock its data directory, and two processes writing one directory corrupt it. A lock file
// beside the directory (holding the owner's pid) keeps a second server, or `npm start` beside `npm run dev`, out.
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {}

// Directories this process holds: the pid in the file cannot tell a second open in the same process.
const held = new Set<string>();

function inUse(dataDir: string, pid: number) {
  return new DataDirInUseError(
    `The database in ${dataDir} is in use by another process (pid ${pid}). ` +
      'Stop that server first, or give this one its own DATA_DIR.',
  );
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock for `dataDir` or throws DataDirInUseError; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  const owner = String(process.pid);
  if (held.has(dataDir)) throw inUse(dataDir, process.pid);
  // On a first start not even DATA_DIR exists yet.
  mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, owner, { flag: 'wx' });
      held.add(dataDir);
      return () => {
        held.delete(dataDir);
        if (readFileSync(lockFile, 'utf8') === owner) unlinkSync(lockFile);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8'));
      if (holder && holder !== process.pid && isRunning(holder)) throw inUse(dataDir, holder);
      // Left behind by a process that died without releasing it (or by this process before a crash-restart).
      unlinkSync(lockFile);
    }
  }
  throw new DataDirInUseError(`Could not lock ${dataDir}.`);
}
