// `npm run bench [-- name ...]`: runs bench/<name>.bench.ts (all of them when no names are given) one
// after another and prints each one's table. `--name value` options are read by the benchmarks themselves
// (`npm run bench -- offers --offers 1000000`).
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadBenchSettings, parseBenchArgs } from './lib/settings.ts';
import { type BenchReport, formatTable } from './lib/table.ts';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const suffix = '.bench.ts';

const available = (await readdir(benchDir)).filter((f) => f.endsWith(suffix)).map((f) => f.slice(0, -suffix.length));
const requested = parseBenchArgs().names.map((name) => name.replace(/\.bench\.ts$/, ''));
const unknown = requested.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Available: ${available.join(', ')}`);
  process.exit(1);
}

const settings = loadBenchSettings();
const cpus = os.cpus();
console.log(
  `Machine:  ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ` +
    `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB RAM, Node ${process.version}`,
);
console.log(
  `Settings: ${settings.durationSeconds} s per measurement (+${settings.warmupSeconds} s warm-up, not counted), ` +
    `${settings.connections} connections`,
);

for (const name of requested.length > 0 ? requested : available) {
  const module = (await import(pathToFileURL(`${benchDir}${name}${suffix}`).href)) as {
    run?: () => Promise<BenchReport | BenchReport[]>;
  };
  console.log('');
  if (typeof module.run !== 'function') {
    console.error(`${name}: ${name}${suffix} does not export run()`);
    process.exitCode = 1;
    continue;
  }
  try {
    const reports = await module.run();
    console.log((Array.isArray(reports) ? reports : [reports]).map(formatTable).join('\n\n'));
  } catch (error) {
    console.error(`${name} failed:`, error);
    process.exitCode = 1;
  }
}
