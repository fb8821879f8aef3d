// Runs autocannon against one URL: a short warm-up that is thrown away, then the measured run.
import autocannon from 'autocannon';
import { type BenchSettings, loadBenchSettings } from './settings.ts';

export type LoadResult = {
  /** Mean of the per-second request counts. */
  requestsPerSecond: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  /** Connection errors, timeouts included. */
  errors: number;
  non2xx: number;
};

export async function measure(url: string, settings: BenchSettings = loadBenchSettings()): Promise<LoadResult> {
  const target = new URL(url);
  if (target.hostname !== '127.0.0.1') throw new Error(`Benchmarks only target 127.0.0.1, not ${target.host}`);

  const options = { url, connections: settings.connections };
  await autocannon({ ...options, duration: settings.warmupSeconds });
  const result = await autocannon({ ...options, duration: settings.durationSeconds });
  return {
    requestsPerSecond: result.requests.mean,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
