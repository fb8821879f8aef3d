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
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /(maintenance|approvals|proposals|listings|messaging|failure-.*)\.spec\.ts/,
      use: browser,
    },
    {
      // An approval changes the live lists and category counts other journeys compare against, so it runs after them.
      name: 'approvals',
      testMatch: /approvals\.spec\.ts/,
      dependencies: ['chromium'],
      use: browser,
    },
    {
      // The listings journey puts a listing live (the lists and counts again), and apart from the approvals journey,
      // which approves whatever listing is newest in the review queue.
      name: 'listings',
      testMatch: /listings\.spec\.ts/,
      dependencies: ['approvals'],
      use: browser,
    },
    {
      // Approves a listing and rates it (the lists again), and notifies demo owners, whose unread counts the approvals
      // journey compares: it runs apart from both.
      name: 'proposals',
      testMatch: /proposals\.spec\.ts/,
      dependencies: ['listings'],
      use: browser,
    },
    {
      // Puts a new listing live (the lists again) through the review queue, whose newest entry the approvals journey
      // approves: it runs apart from them.
      name: 'messaging',
      testMatch: /messaging\.spec\.ts/,
      dependencies: ['proposals'],
      use: browser,
    },
    {
      // Maintenance mode changes the whole site, so it runs alone, after every other journey.
      name: 'maintenance',
      testMatch: /maintenance\.spec\.ts/,
      dependencies: ['messaging'],
      use: browser,
    },
    {
      // Kill the server mid wallet burst, stop SMTP for a minute, restart PostgreSQL: each on its own server and
      // cluster, but heavy on a 2-core machine, so they run last and alone rather than beside the browser journeys.
      name: 'failure',
      testMatch: /failure-.*\.spec\.ts/,
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
