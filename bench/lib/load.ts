// Runs autocannon against one URL: a short warm-up that is thrown away, then the measured run.
import autocannon from 'autocannon';
import { type BenchSettings, loadBenchSettings } from './settings.ts';
import { formatInteger, formatMs } from './table.ts';

export type LoadResult = {
  /** Mean of the per-second request counts. */
  requestsPerSecond: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p95: number;
  p99: number;
  /** Connection errors, timeouts included. */
  errors: number;
  non2xx: number;
};

// autocannon appends each response's body to a string, decoding it as UTF-8. On compressed bytes that took the
// client more time than the server took to answer (a 26 kB Brotli page: 2,400 requests/s from raw node:http as from
// the app), so the client was what got measured. No benchmark reads the bodies; their bytes are still counted.
const keepNoBodies = (client: autocannon.Client) => {
  (client as unknown as { pipelinedRequests: { addBody: (data: Buffer) => void } }).pipelinedRequests.addBody = () =>
    undefined;
};

export async function measure(
  url: string,
  settings: BenchSettings = loadBenchSettings(),
  headers: Record<string, string> = {},
  /** Each request's path and query, when they are to differ (a stream of distinct searches); else the URL's. */
  nextPath?: () => string,
): Promise<LoadResult> {
  const target = new URL(url);
  if (target.hostname !== '127.0.0.1') throw new Error(`Benchmarks only target 127.0.0.1, not ${target.host}`);

  const requests = nextPath ? [{ setupRequest: (request: object) => ({ ...request, path: nextPath() }) }] : undefined;
  const options = {
    url,
    connections: settings.connections,
    headers,
    setupClient: keepNoBodies,
    ...(requests && { requests }),
  };
  await autocannon({ ...options, duration: settings.warmupSeconds });
  // autocannon's summary has no p95 (it jumps from p90 to p97.5), so the measured run also keeps every latency.
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, duration: settings.durationSeconds }, (error, done) =>
      error ? reject(error as Error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return {
    requestsPerSecond: result.requests.mean,
    p50: result.latency.p50,
    p95: percentile(latencies, 0.95),
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

/** The round with the highest mean req/s, with that round's latencies: what a table reports for a route. */
export function bestRound(list: LoadResult[]): LoadResult {
  const [first, ...rest] = list;
  if (!first) throw new Error('no rounds measured');
  return rest.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a), first);
}

/** A route's req/s as a share of the raw server's in the same run ('84.2%'). */
export function formatShareOfRaw(result: LoadResult, raw: LoadResult): string {
  return `${((result.requestsPerSecond / raw.requestsPerSecond) * 100).toFixed(1)}%`;
}

/** Each round's req/s, for the notes under a table ('1,234 / 1,250'). */
export function formatRoundsPerSecond(list: LoadResult[]): string {
  return list.map((r) => formatInteger(r.requestsPerSecond)).join(' / ');
}

/** One request's time in ms, refusing an error answer: a benchmark of an error page would measure nothing. */
export async function timeOneRequest(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}; refusing to benchmark an error page`);
  return performance.now() - started;
}

/** A route's load figures as table cells: req/s, p50, p95 and p99 ms, and its share of the raw server's req/s. */
export function formatLoadCells(result: LoadResult, raw: LoadResult): string[] {
  return [
    formatInteger(result.requestsPerSecond),
    formatMs(result.p50),
    formatMs(result.p95),
    formatMs(result.p99),
    formatShareOfRaw(result, raw),
  ];
}
