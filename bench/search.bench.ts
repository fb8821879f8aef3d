// GET /api/offers as a stream of distinct searches and lists (bench/lib/search-stream.ts) with the answer cache
// off (OFFER_LIST_CACHE_SECONDS=0), next to a bare node:http route, at 50 connections: every request is a
// different URL, so neither the answers' cache nor (mostly) the totals' cache helps. Then the same URLs one at a
// time, with nothing else running. Uses the offers bench's generated marketplace (`--offers`, default 100,000),
// on PGlite and on PostgreSQL when BENCH_DATABASE_URL is set (`--db` keeps one). One server after the other: searching
// with the listing index (decision 062), then the database alone: on PostgreSQL with the RUM index where the rum
// extension made it, and as without it (GIN); on PGlite with GIN.
import type { KeptStore } from './lib/bench-database.ts';
import { startOfferServers } from './lib/child-servers.ts';
import { bestRound, type LoadResult, measure, timeOneRequest } from './lib/load.ts';
import { prepareOfferData, readOfferStores } from './lib/offer-data.ts';
import { buildSearchStream } from './lib/search-stream.ts';
import { loadBenchSettings, readIntegerOption } from './lib/settings.ts';
import { type BenchReport, formatInteger, formatMs } from './lib/table.ts';

const rounds = 2;
const aloneSample = 200;

// The issues' targets (24, and 36 at a million offers): share of raw's req/s, p99 under load, and one alone.
const targets = {
  pglite: { share: 1, p99: 1000, alone: 10 },
  postgres: { share: 1, p99: 500, alone: 5 },
};

type SearchIndex = 'listing' | 'rum' | 'gin';

const indexTitles: Record<SearchIndex, string> = {
  listing: 'searching the listing index',
  rum: 'searching the database alone (SEARCH_LISTING_INDEX=off)',
  gin: 'searching the database alone as without RUM (SEARCH_INDEX=gin)',
};

export async function run(): Promise<BenchReport[]> {
  const n = readIntegerOption('offers', 'BENCH_OFFERS', 100_000);
  const stores = readOfferStores(n);
  const reports: BenchReport[] = [];
  for (const store of stores) {
    await prepareOfferData(store, n);
    const indexes: SearchIndex[] = store.kind === 'postgres' ? ['listing', 'rum', 'gin'] : ['listing', 'rum'];
    for (const index of indexes) reports.push(await measureStore(store, n, index));
  }
  return reports;
}

async function measureStore(store: KeptStore, n: number, index: SearchIndex): Promise<BenchReport> {
  const settings = loadBenchSettings({ connections: 50 });
  const servers = await startOfferServers(store.kind === 'pglite' ? store.dir : store.url, ['0', index]);
  try {
    const raw = `http://127.0.0.1:${servers.ports.raw}/`;
    const app = `http://127.0.0.1:${servers.ports.app}/api/offers`;
    // Far more URLs than the rounds send, each used once per process lifetime where it can be.
    const stream = buildSearchStream(50_000);
    let position = 0;
    const nextPath = () => stream[position++ % stream.length]!;
    const alonePaths = stream.slice(-aloneSample);
    for (const p of alonePaths.slice(0, 5)) await timeOneRequest(`http://127.0.0.1:${servers.ports.app}${p}`);

    const rawRounds: LoadResult[] = [];
    const appRounds: LoadResult[] = [];
    for (let round = 0; round < rounds; round++) {
      rawRounds.push(await measure(raw, settings));
      appRounds.push(await measure(app, settings, {}, nextPath));
    }
    const alone: number[] = [];
    for (const p of alonePaths) alone.push(await timeOneRequest(`http://127.0.0.1:${servers.ports.app}${p}`));
    alone.sort((a, b) => a - b);
    const at = (fraction: number) => alone[Math.min(alone.length - 1, Math.floor(fraction * alone.length))] ?? 0;

    const peakMemory = await servers.readPeakMemory();
    const rawBest = bestRound(rawRounds);
    const best = bestRound(appRounds);
    const goal = targets[store.kind];
    const share = (best.requestsPerSecond / rawBest.requestsPerSecond) * 100;
    const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
    return {
      title:
        `search: GET /api/offers, distinct URLs, answer cache off, on ${store.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}` +
        `, ${indexTitles[index]}, ` +
        `${formatInteger(n)} offers, ${settings.connections} connections, best of ${rounds} alternating rounds`,
      columns: ['route', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'vs raw', 'errors'],
      rows: [
        [
          'raw node:http',
          formatInteger(rawBest.requestsPerSecond),
          formatMs(rawBest.p50),
          formatMs(rawBest.p95),
          formatMs(rawBest.p99),
          '',
          String(rawBest.errors + rawBest.non2xx),
        ],
        [
          'app distinct stream',
          formatInteger(best.requestsPerSecond),
          formatMs(best.p50),
          formatMs(best.p95),
          formatMs(best.p99),
          `${share.toFixed(1)}%`,
          String(best.errors + best.non2xx),
        ],
      ],
      notes: [
        `req/s per round, raw: ${rawRounds.map((r) => formatInteger(r.requestsPerSecond)).join(' / ')}; app: ${appRounds.map((r) => formatInteger(r.requestsPerSecond)).join(' / ')}`,
        `targets: >= ${goal.share}% of raw (${verdict(share >= goal.share)}), p99 < ${goal.p99} ms (${verdict(best.p99 < goal.p99)}), ` +
          `one request alone <= ${goal.alone} ms (median ${verdict(at(0.5) <= goal.alone)})`,
        `one request alone, ${aloneSample} distinct URLs in turn, ms: median ${formatMs(at(0.5))}, p90 ${formatMs(at(0.9))}, max ${formatMs(alone.at(-1) ?? 0)}`,
        `server process peak memory (VmHWM): ${formatInteger(peakMemory / 1024 ** 2)} MB`,
      ],
    };
  } finally {
    await servers.stop();
  }
}
