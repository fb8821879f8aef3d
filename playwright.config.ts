import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './e2e/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3199);
const mailPort = Number(process.env.E2E_MAIL_PORT ?? 3197);

// A server each (a data directory and mail catcher of its own) for the journeys, the catalogue and maintenance:
// what the catalogue counts and what maintenance mode closes, no other journey touches, so the three run side by
// side. The catalogue's and maintenance's ports are the journeys' plus 10 and 20.
function journeyServer(offset: number) {
  const baseURL = `http://127.0.0.1:${port + offset}`;
  const mailUrl = `http://127.0.0.1:${mailPort + offset}`;
  // Fixtures read both through test.info() (e2e/fixtures/servers.ts).
  return { use: { baseURL }, metadata: { mailUrl }, instance: `${port + offset}:${mailPort + offset}` };
}
const journeys = journeyServer(0);
const catalogue = journeyServer(10);
const maintenance = journeyServer(20);

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  // The service worker would stand between a page and page.route(), and download the app's shell in every test:
  // e2e/installable-app.spec.ts lets it run.
  serviceWorkers: 'block' as const,
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three on CI's two cores: two left the cores idle a fifth of the time, while journeys wait on pages, restarts and
  // retries (docs/performance.md).
  workers: process.env.CI ? 3 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: '.tmp/results/playwright.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  // Waits, not assertions: on a busy 2-core machine (three workers, each with Chromium, beside the server) a page can
  // take several seconds to load, and a wait that runs out fails a journey that would have passed.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    // No spinning, pulsing or sliding: software compositing of endless animations was much of Chromium's CPU time.
    reducedMotion: 'reduce',
    // Recording a trace snapshots the page at every step, for every test, only to discard it when the test passes:
    // a large share of the browser's work. CI keeps no artifacts to open one from, so it records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Every journey makes the members and listings it acts on (e2e/fixtures/listings.ts), so journeys run side by
  // side; a stage whose changes others would see has a server of its own instead of a turn of its own.
  projects: [
    {
      // The public lists, category tiles and listing totals compared against the API's counts: no other journey
      // may put a listing live on their server (which changes those counts between the API's answer and the page).
      name: 'catalogue',
      testMatch: /[\\/](marketplace-lists|categories|listing|server-render)\.spec\.ts$/,
      use: { ...browser, ...catalogue.use },
      metadata: catalogue.metadata,
    },
    {
      // Maintenance mode closes the whole site, so it has its server to itself.
      name: 'maintenance',
      testMatch: /maintenance\.spec\.ts/,
      use: { ...browser, ...maintenance.use },
      metadata: maintenance.metadata,
    },
    {
      // Kill the server mid wallet burst, restart PostgreSQL; two servers behind nginx: each on servers, clusters,
      // buckets and Redis keys of its own, so nothing the journeys share.
      name: 'failure',
      testMatch: /[\\/](failure-(kill|postgres)|cluster)\.spec\.ts$/,
      use: browser,
    },
    {
      // With the SMTP outage spec (failure-smtp), on a server and cluster of its own.
      name: 'chromium',
      testIgnore:
        /[\\/](marketplace-lists|categories|listing|server-render|maintenance|failure-(kill|postgres)|cluster)\.spec\.ts$/,
      use: { ...browser, ...journeys.use },
      metadata: journeys.metadata,
    },
  ],
  webServer: {
    // The built app (npm run test:e2e builds first) on fresh data directories with demo data. One command starts all
    // three at once: Playwright would start the servers of a list one after another.
    command: `node e2e/serve.mjs ${journeys.instance} ${catalogue.instance} ${maintenance.instance}`,
    wait: { stdout: /e2e servers ready/ },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
