// Maintenance mode as visitors, members and admins see it (issue 20, point 2), switched by the admin in the
// panel's Platform Settings. Runs alone (its own Playwright project): it takes the whole site down.
import { expect, type APIRequestContext, type Browser, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './fixtures/accounts.ts';
import {
  openAdminPanel,
  openListTab,
  signInAdminThroughApi,
  signInAsAdmin,
  switchMaintenanceInPanel,
} from './fixtures/admin.ts';
import { createOwnerWithListing } from './fixtures/listings.ts';

// A visitor has no event stream: an idle tab re-checks the settings every 10 s (lib/public-settings.ts), so
// what it shows may take one check longer than the default wait.
const visitorCheck = { timeout: 15_000 };

/** Cleanup only: a failed journey must not leave the whole site in maintenance for the next run's checks. */
async function setMaintenanceThroughApi(request: APIRequestContext, on: boolean) {
  await signInAdminThroughApi(request);
  const res = await request.patch('/api/admin/settings', { data: { maintenanceMode: on } });
  expect(res.ok()).toBe(true);
}

async function openPanelAsAdmin(browser: Browser, tab?: string): Promise<Page> {
  const page = await browser.newPage();
  await signInAsAdmin(page);
  await openAdminPanel(page, tab);
  return page;
}

const maintenanceHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Site Under Maintenance' });

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await setMaintenanceThroughApi(request, false);
  await request.dispose();
});

test('open pages turn to the maintenance screen without a reload and come back where they were; admins keep working', async ({
  browser,
  playwright,
  baseURL,
}) => {
  // Four pages, and twice a visitor's check that may take up to 10 s: past 60 s on a busy 2-core machine.
  test.setTimeout(120_000);
  const title = `Maintenance listing ${Date.now()}`;
  const owner = await playwright.request.newContext({ baseURL });
  const adminApi = await playwright.request.newContext({ baseURL });
  await signInAdminThroughApi(adminApi);
  const listingId = (await createOwnerWithListing(owner, { title })).id;

  const visitor = await browser.newPage();
  await visitor.goto('/browse');
  // The first page of a fresh browser context downloads every chunk; slow on a busy 2-core machine.
  await expect(visitor.getByRole('heading', { level: 1, name: 'Browse Services' })).toBeVisible(visitorCheck);
  const member = await browser.newPage();
  await signUpThroughApi(member.request);
  await member.goto(`/listing/${listingId}`);
  await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const panel = await openPanelAsAdmin(browser, 'settings');
  await switchMaintenanceInPanel(panel, true);

  // The member hears the switch as an event and is sent to /maintenance; the visitor's check finds it in place.
  await expect(member).toHaveURL(/\/maintenance$/);
  await expect(maintenanceHeading(member)).toBeVisible();
  await expect(member.getByRole('link', { name: 'support@example.com' })).toBeVisible();
  await expect(member.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  await expect(maintenanceHeading(visitor)).toBeVisible(visitorCheck);
  await expect(visitor).toHaveURL(/\/browse$/);
  await expect(visitor.getByRole('button', { name: 'Refresh Page' })).toBeVisible();

  // The admin's panel keeps working: its lists load from the server, and the overview says maintenance is on.
  await expect(panel).toHaveURL(/\/admin\?tab=settings$/);
  await openListTab(panel, 'Users');
  await expect(panel.getByRole('tabpanel', { name: 'Users' }).getByRole('row').nth(1)).toBeVisible();
  await panel.getByRole('tab', { name: 'Overview' }).click();
  const status = panel.locator('div', { has: panel.getByRole('heading', { name: 'System Status' }) }).last();
  const maintenance = status.locator('div', { has: panel.getByText('Maintenance Mode', { exact: true }) }).last();
  await expect(maintenance.getByText('ON', { exact: true })).toBeVisible();
  // An admin also reads the public pages as usual.
  const adminBrowsing = await browser.newPage();
  await signInAsAdmin(adminBrowsing);
  await adminBrowsing.goto(`/listing/${listingId}`);
  await expect(adminBrowsing.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await switchMaintenanceInPanel(panel, false);
  // No reload: both are back on the page they were on, with its content loaded.
  await expect(member).toHaveURL(new RegExp(`/listing/${listingId}$`));
  await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(member.getByRole('form', { name: 'Proposal' })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Browse Services' })).toBeVisible(visitorCheck);
  await expect(visitor).toHaveURL(/\/browse$/);
  await expect(maintenanceHeading(visitor)).toHaveCount(0);
  await owner.dispose();
  await adminApi.dispose();
});

test('a page opened during maintenance shows the screen at once, and Refresh Page leads back once it ends', async ({
  browser,
}) => {
  // Signed up before the switch: during maintenance nobody but an admin gets past the API, sign-up included.
  const member = await browser.newPage();
  await signUpThroughApi(member.request);
  const panel = await openPanelAsAdmin(browser, 'settings');
  await switchMaintenanceInPanel(panel, true);

  const visitor = await browser.newPage();
  // A visitor's periodic check brings the page back by itself (the journey above). To see the button do it, this
  // visitor's checks do not get through until the page reloads.
  let reloaded = false;
  await visitor.route('**/api/settings/public', (route) => (reloaded ? route.continue() : route.abort()));
  // The server renders the screen itself, with 503, so the page says so before its script runs.
  const response = await visitor.request.get('/services');
  expect(response.status()).toBe(503);
  expect(await response.text()).toContain('Site Under Maintenance');
  await visitor.goto('/services');
  await expect(maintenanceHeading(visitor)).toBeVisible();
  await expect(visitor).toHaveURL(/\/services$/);
  visitor.on('request', (request) => {
    if (request.isNavigationRequest()) reloaded = true;
  });
  // Guarded pages too.
  const guarded = await browser.newPage();
  await guarded.goto('/dashboard');
  await expect(maintenanceHeading(guarded)).toBeVisible();

  await member.goto('/dashboard/wallet');
  await expect(member).toHaveURL(/\/maintenance$/);
  await expect(maintenanceHeading(member)).toBeVisible();

  await switchMaintenanceInPanel(panel, false);
  // The member's tab follows by itself; the visitor's 'Refresh Page' shows the page they were on.
  await expect(member).toHaveURL(/\/dashboard\/wallet$/);
  await expect(member.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Refresh Page' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expect(maintenanceHeading(visitor)).toHaveCount(0);
});

test("a member who pressed 'Refresh Page' during maintenance still returns where they were when it ends", async ({
  browser,
}) => {
  const panel = await openPanelAsAdmin(browser, 'settings');
  const member = await browser.newPage();
  await signUpThroughApi(member.request);
  await member.goto('/dashboard/settings');
  await expect(member.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await switchMaintenanceInPanel(panel, true);
  await expect(member).toHaveURL(/\/maintenance$/);

  // The reload keeps where they came from (the history entry's state).
  const reloaded = member.waitForEvent('load');
  await member.getByRole('button', { name: 'Refresh Page' }).click();
  await reloaded;
  await expect(maintenanceHeading(member)).toBeVisible();
  await switchMaintenanceInPanel(panel, false);
  await expect(member).toHaveURL(/\/dashboard\/settings$/);
  await expect(member.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});
