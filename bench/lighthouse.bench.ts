// Lighthouse (issue 11) on the built app with the demo data: `/`, `/browse` and one demo listing, mobile (the
// Lighthouse default: a mid-range phone on a throttled 4G link) and desktop, in the system Chromium. Needs
// `npm run build` first. `--runs N` (or LIGHTHOUSE_RUNS) runs each page N times and keeps the run with the
// median performance score, since that score moves by a few points from run to run.
import { execFileSync } from 'node:child_process';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, desktopConfig } from 'lighthouse';
import { startBuiltApp } from './lib/built-app.ts';
import { readIntegerOption } from './lib/settings.ts';
import type { BenchReport } from './lib/table.ts';

const categories = [
  { id: 'performance', label: 'performance', target: 90 },
  { id: 'accessibility', label: 'accessibility', target: 100 },
  { id: 'best-practices', label: 'best practices', target: 95 },
  { id: 'seo', label: 'SEO', target: 90 },
] as const;
const presets = ['mobile', 'desktop'] as const;
const failingAuditsShown = 4;
const opportunitiesShown = 3;

type Preset = (typeof presets)[number];
type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export async function run(): Promise<BenchReport> {
  const runs = readIntegerOption('runs', 'LIGHTHOUSE_RUNS', 1);
  const chromePath = process.env.CHROMIUM_PATH || execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  const app = await startBuiltApp();
  try {
    const pages = [
      { name: '/', url: `${app.url}/` },
      { name: '/browse', url: `${app.url}/browse` },
      { name: 'listing', url: `${app.url}${await findDemoListingPath(app.url)}` },
    ];
    const rows: string[][] = [];
    const notes: string[] = [];
    const benchmarkIndexes: number[] = [];
    for (const preset of presets) {
      for (const page of pages) {
        const results: Result[] = [];
        for (let i = 0; i < runs; i++) results.push(await runLighthouse(page.url, chromePath, preset));
        const result = pickMedianRun(results);
        benchmarkIndexes.push(result.environment.benchmarkIndex);
        rows.push([page.name, preset, ...categories.map((c) => formatScore(scoreOf(result, c.id), c.target))]);
        notes.push(...describeShortfalls(`${page.name} ${preset}`, result));
      }
    }
    return {
      title: `lighthouse: scores out of 100 (${runs === 1 ? 'one run' : `median of ${runs} runs`} per page), built app with demo data`,
      columns: ['page', 'preset', ...categories.map((c) => `${c.label} (${c.target === 100 ? '' : '≥'}${c.target})`)],
      rows,
      notes: [
        `listing page: ${pages[2]?.url.slice(app.url.length)}; Chromium ${readChromiumVersion(chromePath)}; * = below target`,
        // Lighthouse's own measure of the machine: its mobile throttling assumes a fast desktop (index over ~1,000).
        `Lighthouse benchmarkIndex of this machine: ${Math.round(Math.min(...benchmarkIndexes))} to ${Math.round(Math.max(...benchmarkIndexes))}`,
        ...(notes.length > 0 ? ['What costs the most points where a target is missed (points lost):', ...notes] : []),
      ],
    };
  } finally {
    await app.stop();
  }
}

async function findDemoListingPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/offers`);
  if (!response.ok) throw new Error(`GET /api/offers answered ${response.status}`);
  const page = (await response.json()) as { items: { id: string; image: string | null }[] };
  // A listing with a picture, as most real ones have: the image is part of what the page costs.
  const listing = page.items.find((item) => item.image) ?? page.items[0];
  if (!listing) throw new Error('the demo data has no offers to open a listing page on');
  return `/listing/${encodeURIComponent(listing.id)}`;
}

// A fresh browser for every run: no cache or service state carried over, and a run that reuses a browser now
// and then loses its trace (NO_NAVSTART). Such a run error is retried once; a second one fails the benchmark.
async function runLighthouse(url: string, chromePath: string, preset: Preset, retries = 1): Promise<Result> {
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories.map((c) => c.id),
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (retries === 0) throw new Error(`Lighthouse on ${url}: ${error.message}`);
  } finally {
    chrome.kill();
  }
  return runLighthouse(url, chromePath, preset, retries - 1);
}

function scoreOf(result: Result, categoryId: string): number {
  const score = result.categories[categoryId]?.score;
  return score === null || score === undefined ? Number.NaN : Math.round(score * 100);
}

function formatScore(score: number, target: number): string {
  return Number.isNaN(score) ? 'n/a' : `${score}${score < target ? '*' : ''}`;
}

function pickMedianRun(results: Result[]): Result {
  const sorted = [...results].sort((a, b) => scoreOf(a, 'performance') - scoreOf(b, 'performance'));
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('no Lighthouse runs');
  return median;
}

// For each category below its target, the weighted audits that lost the most points: an audit's share of the
// category score is weight / (sum of weights), so it costs that share times (1 - its score).
function describeShortfalls(label: string, result: Result): string[] {
  const lines: string[] = [];
  for (const category of categories) {
    const score = scoreOf(result, category.id);
    if (!(score < category.target)) continue;
    const refs = result.categories[category.id]?.auditRefs ?? [];
    const totalWeight = refs.reduce((sum, ref) => sum + ref.weight, 0);
    const costly = refs
      .map((ref) => {
        const audit = result.audits[ref.id];
        const lost = audit?.score === null || audit?.score === undefined ? 0 : (1 - audit.score) * ref.weight;
        return { audit, points: totalWeight > 0 ? (lost / totalWeight) * 100 : 0 };
      })
      .filter((entry) => entry.points >= 0.5)
      .sort((a, b) => b.points - a.points)
      .slice(0, failingAuditsShown)
      .map(
        ({ audit, points }) =>
          `${audit?.title}${audit?.displayValue ? ` (${audit.displayValue})` : ''} -${points.toFixed(0)}`,
      );
    lines.push(`  ${label}, ${category.label} ${score}: ${costly.join('; ') || 'no single audit over half a point'}`);
    if (category.id === 'performance') lines.push(`    where the time goes: ${describeOpportunities(result)}`);
  }
  return lines;
}

// The metrics say what is slow; the opportunities (estimated savings in ms) say why.
function describeOpportunities(result: Result): string {
  const savingsOf = (details: unknown) =>
    typeof details === 'object' && details && 'overallSavingsMs' in details ? Number(details.overallSavingsMs) : 0;
  const top = Object.values(result.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && savingsOf(audit.details) > 0)
    .sort((a, b) => savingsOf(b.details) - savingsOf(a.details))
    .slice(0, opportunitiesShown)
    .map((audit) => `${audit.title} (${audit.displayValue ?? `${Math.round(savingsOf(audit.details))} ms`})`);
  return top.join('; ') || 'no opportunity with estimated savings';
}

function readChromiumVersion(chromePath: string): string {
  // Debian's chromium wrapper script complains on stderr when asked only for its version.
  return execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    .replace(/^\D*/, '')
    .trim();
}
