// GET /api/health of the real app next to a bare node:http "hello world", measured in one run with the
// servers in a child process. Rounds alternate (raw, app, raw, app) so both see the same machine state;
// the table shows each server's best round by requests/s.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startChildServers } from './lib/child-servers.ts';
import { bestRound, formatRoundsPerSecond, formatShareOfRaw, type LoadResult, measure } from './lib/load.ts';
import { loadBenchSettings } from './lib/settings.ts';
import { type BenchReport, formatInteger, formatMs } from './lib/table.ts';

const rounds = 2;

export async function run(): Promise<BenchReport> {
  const settings = loadBenchSettings();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dragon-bench-'));
  try {
    const servers = await startChildServers<{ app: number; raw: number }>('bench/servers/health-servers.ts', [dataDir]);
    try {
      const targets = {
        raw: `http://127.0.0.1:${servers.ports.raw}/`,
        app: `http://127.0.0.1:${servers.ports.app}/api/health`,
      };
      for (const url of Object.values(targets)) await expectOk(url);

      const results: Record<keyof typeof targets, LoadResult[]> = { raw: [], app: [] };
      for (let round = 0; round < rounds; round++) {
        for (const name of ['raw', 'app'] as const) results[name].push(await measure(targets[name], settings));
      }

      const raw = bestRound(results.raw);
      const app = bestRound(results.app);
      const row = (name: string, r: LoadResult, ratio: string) => [
        name,
        formatInteger(r.requestsPerSecond),
        formatMs(r.p50),
        formatMs(r.p99),
        String(r.errors),
        String(r.non2xx),
        ratio,
      ];
      return {
        title: `health: GET /api/health (app) vs node:http {"hello":"world"} (raw), best of ${rounds} alternating rounds`,
        columns: ['server', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'vs raw'],
        rows: [row('raw node:http', raw, '100.0%'), row('app /api/health', app, formatShareOfRaw(app, raw))],
        notes: [
          `req/s per round: raw ${formatRoundsPerSecond(results.raw)}; app ${formatRoundsPerSecond(results.app)}`,
          "Each row is its best round (highest mean req/s) with that round's latencies, errors and non-2xx.",
        ],
      };
    } finally {
      await servers.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function expectOk(url: string): Promise<void> {
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}; refusing to benchmark an error page`);
}
