import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './e2e/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;
const mailPort = Number(process.env.E2E_MAIL_PORT ?? 3197);
// The mail caught by e2e/serve.mjs, for journeys that follow an emailed link.
process.env.E2E_MAIL_URL = `http://127.0.0.1:${mailPort}`;
// For request contexts a fixture makes itself (the admin's, in e2e/fixtures/listings.ts).
process.env.E2E_BASE_URL = baseURL;

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: findChromium(), args: chromiumArgs },
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: '.tmp/results/playwright.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  // Waits, not assertions: on a busy 2-core machine (two workers, each with Chromium, beside the server) a page can
  // take several seconds to load, and a wait that runs out fails a journey that would have passed.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // No spinning, pulsing or sliding: software compositing of endless animations was much of Chromium's CPU time.
    reducedMotion: 'reduce',
    // Recording a trace snapshots the page at every step, for every test, only to discard it when the test passes:
    // a large share of the browser's work. CI keeps no artifacts to open one from, so it records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Every journey makes the members and listings it acts on (e2e/fixtures/listings.ts), so journeys run side by
  // side; what still conflicts is ordered here.
  projects: [
    {
      // The public lists, category tiles and listing totals compared against the API's counts: run first, while
      // no other journey puts a listing live (which changes those counts between the API's answer and the page).
      name: 'catalogue',
      testMatch: /[\\/](marketplace-lists|categories|listing)\.spec\.ts$/,
      use: browser,
    },
    {
      // With the SMTP outage spec (failure-smtp): on a server and cluster of its own, it mostly waits out its minute,
      // so it runs among the browser journeys rather than holding up the stages after them.
      name: 'chromium',
      testIgnore: /[\\/](marketplace-lists|categories|listing|maintenance|failure-(kill|postgres)|cluster)\.spec\.ts$/,
      dependencies: ['catalogue'],
      use: browser,
    },
    {
      // Maintenance mode changes the whole site, so it runs alone, after every other journey.
      name: 'maintenance',
      testMatch: /maintenance\.spec\.ts/,
      dependencies: ['chromium'],
      use: browser,
    },
    {
      // Kill the server mid wallet burst, restart PostgreSQL: each on its own server and cluster, but heavy on a
      // 2-core machine, so they run last rather than beside the browser journeys.
      name: 'failure',
      testMatch: /failure-(kill|postgres)\.spec\.ts/,
      dependencies: ['maintenance'],
      use: browser,
    },
    {
      // Two servers behind nginx on a database, bucket and Redis keys of their own: nothing the other stages
      // share. It starts two servers at once, so it runs beside the failure specs rather than the journeys.
      name: 'cluster',
      testMatch: /[\\/]cluster\.spec\.ts$/,
      dependencies: ['maintenance'],
      use: browser,
    },
  ],
  webServer: {
    // The built app (npm run test:e2e builds first) on a fresh data directory with demo data.
    command: 'node e2e/serve.mjs',
    url: `${baseURL}/api/health`,
    env: { PORT: String(port), APP_URL: baseURL, E2E_MAIL_PORT: String(mailPort) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
