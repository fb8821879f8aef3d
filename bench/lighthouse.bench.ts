// Lighthouse (issues 11 and 33) on the built app with the demo data: `/`, `/browse` and one demo listing, mobile (the
// Lighthouse default: a mid-range phone on a throttled 4G link) and desktop, in the system Chromium. Needs
// `npm run build` first. `--runs N` (or LIGHTHOUSE_RUNS) runs each page N times and keeps the run with the
// median performance score, since that score moves by a few points from run to run. `--baseline <git ref>` builds
// that commit too (bench/lib/baseline-build.ts) and measures both builds turn about, page by page, so each figure
// is read against one taken in the same minutes on the same machine. `--throttling devtools` has Chromium slow the
// CPU and network for real instead of Lighthouse simulating them from an unthrottled load (its default, `simulate`),
// so the blocking time is the one observed. `--locale ar` asks for the pages in that language (Accept-Language).
// `--preset mobile` (or desktop) runs that preset alone.
import { execFileSync } from 'node:child_process';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, desktopConfig } from 'lighthouse';
import { prepareBaselineBuild } from './lib/baseline-build.ts';
import { type BuiltApp, startBuiltApp } from './lib/built-app.ts';
import { readIntegerOption, readStringOption } from './lib/settings.ts';
import type { BenchReport } from './lib/table.ts';

// Targets of issue 33.
const categories = [
  { id: 'performance', label: 'perf', target: 95 },
  { id: 'accessibility', label: 'a11y', target: 100 },
  { id: 'best-practices', label: 'best pr.', target: 100 },
  { id: 'seo', label: 'SEO', target: 100 },
] as const;
// The metrics behind the performance score, with the mobile targets (lower is better).
const metrics = [
  { id: 'largest-contentful-paint', label: 'LCP', target: 2000, format: (ms: number) => `${(ms / 1000).toFixed(1)} s` },
  { id: 'total-blocking-time', label: 'TBT', target: 150, format: (ms: number) => `${Math.round(ms)} ms` },
  { id: 'cumulative-layout-shift', label: 'CLS', target: 0.05, format: (value: number) => value.toFixed(3) },
] as const;
const presets = ['mobile', 'desktop'] as const;
const failingAuditsShown = 4;
const opportunitiesShown = 3;

type Preset = (typeof presets)[number];
type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Build = { label: string; app: BuiltApp; pages: { name: string; url: string }[] };

export async function run(): Promise<BenchReport> {
  const runs = readIntegerOption('runs', 'LIGHTHOUSE_RUNS', 1);
  const baselineRef = readStringOption('baseline');
  const throttling = readStringOption('throttling') ?? 'simulate';
  const locale = readStringOption('locale');
  const presetOption = readStringOption('preset');
  if (presetOption !== undefined && !presets.includes(presetOption as Preset))
    throw new Error(`--preset is ${presets.join(' or ')}`);
  const chosenPresets = presetOption ? [presetOption as Preset] : presets;
  if (throttling !== 'simulate' && throttling !== 'devtools') throw new Error('--throttling is simulate or devtools');
  const chromePath = process.env.CHROMIUM_PATH || execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  const baseline = baselineRef ? await prepareBaselineBuild(baselineRef) : undefined;
  const builds: Build[] = [];
  try {
    builds.push(await startBuild('this checkout'));
    if (baseline) builds.push(await startBuild(`${baseline.ref} (${baseline.commit.slice(0, 8)})`, baseline.root));
    const rows: string[][] = [];
    const notes: string[] = [];
    const benchmarkIndexes: number[] = [];
    for (const preset of chosenPresets) {
      for (const [pageIndex, page] of (builds[0]?.pages ?? []).entries()) {
        // Turn about, so that a busier minute of the machine falls on both builds alike.
        const results = builds.map((): Result[] => []);
        for (let i = 0; i < runs; i++) {
          for (const [b, build] of builds.entries()) {
            const url = build.pages[pageIndex]?.url ?? '';
            results[b]?.push(await runLighthouse(url, chromePath, preset, throttling, locale));
          }
        }
        for (const [b, build] of builds.entries()) {
          const result = pickMedianRun(results[b] ?? []);
          benchmarkIndexes.push(result.environment.benchmarkIndex);
          rows.push([page.name, preset, build.label, ...formatResult(result, preset)]);
          if (b === 0) notes.push(...describeShortfalls(`${page.name} ${preset}`, result));
        }
      }
    }
    return {
      title: `lighthouse${locale ? ` in ${locale}` : ''}: scores out of 100 (${runs === 1 ? 'one run' : `median of ${runs} runs`} per page), built app with demo data, ${throttling} throttling`,
      columns: [
        'page',
        'preset',
        'build',
        `${categories[0].label} (≥${categories[0].target})`,
        ...metrics.map((m) => `${m.label} (≤${m.format(m.target)})`),
        ...categories.slice(1).map((c) => c.label),
      ],
      rows,
      notes: [
        `listing page: the first demo listing with a picture; Chromium ${readChromiumVersion(chromePath)}; * = below target (the metrics' targets are for mobile)`,
        // Lighthouse's own measure of the machine: its mobile throttling assumes a fast desktop (index over ~1,000).
        `Lighthouse benchmarkIndex of this machine: ${Math.round(Math.min(...benchmarkIndexes))} to ${Math.round(Math.max(...benchmarkIndexes))}`,
        ...(notes.length > 0
          ? ['What costs this checkout the most points where a target is missed (points lost):', ...notes]
          : []),
      ],
    };
  } finally {
    await Promise.all(builds.map((build) => build.app.stop()));
  }
}

async function startBuild(label: string, root?: string): Promise<Build> {
  const app = await startBuiltApp(root);
  try {
    const pages = [
      { name: '/', url: `${app.url}/` },
      { name: '/browse', url: `${app.url}/browse` },
      { name: 'listing', url: `${app.url}${await findDemoListingPath(app.url)}` },
    ];
    return { label, app, pages };
  } catch (error) {
    await app.stop();
    throw error;
  }
}

function formatResult(result: Result, preset: Preset): string[] {
  const [performance, ...others] = categories;
  return [
    formatScore(scoreOf(result, performance.id), performance.target),
    ...metrics.map((metric) => {
      const value = result.audits[metric.id]?.numericValue;
      if (value === undefined) return 'n/a';
      return `${metric.format(value)}${preset === 'mobile' && value > metric.target ? '*' : ''}`;
    }),
    ...others.map((c) => formatScore(scoreOf(result, c.id), c.target)),
  ];
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
async function runLighthouse(
  url: string,
  chromePath: string,
  preset: Preset,
  throttling: 'simulate' | 'devtools',
  locale: string | undefined,
  retries = 1,
): Promise<Result> {
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories.map((c) => c.id),
      throttlingMethod: throttling,
      ...(locale ? { extraHeaders: { 'Accept-Language': locale } } : {}),
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (retries === 0) throw new Error(`Lighthouse on ${url}: ${error.message}`);
  } finally {
    chrome.kill();
  }
  return runLighthouse(url, chromePath, preset, throttling, locale, retries - 1);
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
