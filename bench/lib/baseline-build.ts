// A build of another commit beside this checkout, for benchmarks that compare two builds in one run
// (`npm run bench -- lighthouse --baseline <git ref>`). The commit's files are exported with `git archive` into
// .tmp/bench/baseline/<commit>, which borrows this checkout's node_modules when its package-lock.json is the same,
// and installs its own otherwise. The build is kept, so a second comparison with the same commit starts at once.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

export type BaselineBuild = { ref: string; commit: string; root: string };

export async function prepareBaselineBuild(ref: string): Promise<BaselineBuild> {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`]).trim();
  const root = path.join(projectRoot, '.tmp', 'bench', 'baseline', commit);
  if (existsSync(path.join(root, 'dist', 'server', 'main.js'))) return { ref, commit, root };

  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  execFileSync('sh', ['-c', `git archive --format=tar ${commit} | tar -x -C "${root}"`], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  const lockOf = (dir: string) => readFileSync(path.join(dir, 'package-lock.json'), 'utf8');
  if (lockOf(root) === lockOf(projectRoot)) {
    await symlink(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  } else {
    console.log(`Installing the dependencies of ${ref} (${commit.slice(0, 8)}): they differ from this checkout's`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  console.log(`Building the baseline ${ref} (${commit.slice(0, 8)}) in ${path.relative(projectRoot, root)}`);
  try {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  } catch (error) {
    // A half-made build must not pass for a finished one next time.
    await rm(path.join(root, 'dist'), { recursive: true, force: true });
    throw error;
  }
  return { ref, commit, root };
}

function git(args: string[]): string {
  return execFileSync('git', args, { cwd: projectRoot, encoding: 'utf8' });
}
