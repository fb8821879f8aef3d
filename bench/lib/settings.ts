// Load settings shared by every benchmark: 10 s and 100 connections unless the environment says otherwise
// (BENCH_DURATION=2 for a quick run).
export type BenchSettings = { durationSeconds: number; connections: number; warmupSeconds: number };

function positiveNumber(name: string, fallback: number, integer: boolean): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new Error(`${name} must be a positive ${integer ? 'integer' : 'number'}, got "${raw}"`);
  }
  return value;
}

export function loadBenchSettings(): BenchSettings {
  return {
    durationSeconds: positiveNumber('BENCH_DURATION', 10, false),
    connections: positiveNumber('BENCH_CONNECTIONS', 100, true),
    warmupSeconds: 1,
  };
}
