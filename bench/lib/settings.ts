// Load settings shared by every benchmark: 10 s and 100 connections unless the environment says otherwise
// (BENCH_DURATION=2 for a quick run), and the `--name value` options given after the benchmark names.
export type BenchSettings = { durationSeconds: number; connections: number; warmupSeconds: number };

function positiveNumber(name: string, fallback: number, integer: boolean, raw = process.env[name]): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new Error(`${name} must be a positive ${integer ? 'integer' : 'number'}, got "${raw}"`);
  }
  return value;
}

export function loadBenchSettings(defaults: { connections?: number } = {}): BenchSettings {
  return {
    durationSeconds: positiveNumber('BENCH_DURATION', 10, false),
    connections: positiveNumber('BENCH_CONNECTIONS', defaults.connections ?? 100, true),
    warmupSeconds: 1,
  };
}

/** Splits `npm run bench -- offers --offers 1000000` into benchmark names and options. */
export function parseBenchArgs(argv: string[] = process.argv.slice(2)): {
  names: string[];
  options: Map<string, string>;
} {
  const names: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) {
      names.push(arg);
      continue;
    }
    const [key = '', inline] = arg.slice(2).split('=', 2);
    const value = inline ?? argv[i + 1];
    if (value === undefined) throw new Error(`Option --${key} needs a value`);
    if (inline === undefined) i++;
    options.set(key, value);
  }
  return { names, options };
}

/** A positive integer from `--name value`, else from the environment variable, else the fallback. */
export function readIntegerOption(option: string, envName: string, fallback: number): number {
  const raw = parseBenchArgs().options.get(option) ?? process.env[envName];
  return positiveNumber(`--${option} / ${envName}`, fallback, true, raw?.replace(/_/g, ''));
}

/** A string from `--name value`, or undefined when the option is not given. */
export function readStringOption(option: string): string | undefined {
  return parseBenchArgs().options.get(option);
}

/** A database a benchmark runs on: a fresh PGlite directory, or the PostgreSQL of BENCH_DATABASE_URL. */
export type BenchStore = { kind: 'pglite' } | { kind: 'postgres'; url: string };

/** PGlite, and PostgreSQL when BENCH_DATABASE_URL is set; `--db pglite|postgres` (or BENCH_DB) keeps one. */
export function readBenchStores(): BenchStore[] {
  const url = process.env.BENCH_DATABASE_URL;
  const only = parseBenchArgs().options.get('db') ?? process.env.BENCH_DB;
  const stores: BenchStore[] = [];
  if (only !== 'postgres') stores.push({ kind: 'pglite' });
  if (url && only !== 'pglite') stores.push({ kind: 'postgres', url });
  if (stores.length === 0) throw new Error('--db postgres needs BENCH_DATABASE_URL');
  return stores;
}

/** Benchmarks only add rows, but never to a database that is not meant for benchmarks. */
export function checkBenchUrl(url: string): string {
  const name = new URL(url).pathname.slice(1);
  if (!name.includes('bench')) throw new Error(`BENCH_DATABASE_URL names "${name}"; use a database named *bench*`);
  return url;
}
