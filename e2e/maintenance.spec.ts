// Maintenance mode as members, visitors and admins see it, switched by the admin in the panel's Platform Settings.
// Runs alone (its own Playwright project).
import { expect, type APIRequestContext, type Browser, type Page, test } from '@playwright/test';
import { demoAdmin, demoMember, demoPassword, signInThroughDialog } from './fixtures/accounts.ts';
import { openAdminPanel, openListTab, signInAsAdmin, switchMaintenanceInPanel } from './fixtures/admin.ts';

/** Cleanup only: a failed journey must not leave the whole site in maintenance for the next run's checks. */
async function setMaintenanceThroughApi(request: APIRequestContext, on: boolean) {
  const signIn = await request.post('/api/auth/sign-in', { data: { email: demoAdmin, password: demoPassword } });
  expect(signIn.ok()).toBe(true);
  const res = await request.patch('/api/admin/settings', { data: { maintenanceMode: on } });
  expect(res.ok()).toBe(true);
}

async function openPanelAsAdmin(browser: Browser, tab?: string): Promise<Page> {
  const page = await browser.newPage();
  await signInAsAdmin(page);
  await openAdminPanel(page, tab);
  return page;
}

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await setMaintenanceThroughApi(request, false);
  await request.dispose();
});

test("the admin switches maintenance on in the panel: a member's open page moves to /maintenance, admins keep working", async ({
  browser,
}) => {
  const member = await browser.newPage();
  await member.goto('/');
  await member.getByRole('button', { name: 'Sign In' }).click();
  const dialog = member.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email').fill(demoMember);
  await dialog.getByLabel('Password').fill(demoPassword);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(member.getByText('Successfully signed in!')).toBeVisible();
  await member.goto('/dashboard');
  await expect(member.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const panel = await openPanelAsAdmin(browser, 'settings');
  await switchMaintenanceInPanel(panel, true);

  // No reload: the switch reaches the member's open tab as an event.
  await expect(member).toHaveURL(/\/maintenance$/);
  await expect(member.getByRole('heading', { name: 'Site Under Maintenance' })).toBeVisible();
  await expect(member.getByText('support@example.com')).toBeVisible();
  await expect(member.getByRole('button', { name: 'Refresh Page' })).toBeVisible();

  // The admin's panel keeps working: its lists load from the server, and the overview says maintenance is on.
  await expect(panel).toHaveURL(/\/admin\?tab=settings$/);
  await openListTab(panel, 'Users');
  await expect(panel.getByRole('tabpanel', { name: 'Users' }).getByRole('row').nth(1)).toBeVisible();
  await openListTab(panel, 'Offers');
  await panel.getByRole('tab', { name: 'Overview' }).click();
  const status = panel.locator('div', { has: panel.getByRole('heading', { name: 'System Status' }) }).last();
  const maintenance = status.locator('div', { has: panel.getByText('Maintenance Mode', { exact: true }) }).last();
  await expect(maintenance.getByText('ON', { exact: true })).toBeVisible();

  // Another admin signing in during maintenance passes too.
  const admin = await browser.newPage();
  await admin.goto('/');
  await signInThroughDialog(admin, demoAdmin, demoPassword);
  await admin.goto('/dashboard');
  await expect(admin).toHaveURL(/\/dashboard$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await switchMaintenanceInPanel(panel, false);
  await member.getByRole('button', { name: 'Refresh Page' }).click();
  await member.goto('/dashboard');
  await expect(member).toHaveURL(/\/dashboard$/);
  await expect(member.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('visitors see the maintenance screen on guarded pages', async ({ page, browser }) => {
  const panel = await openPanelAsAdmin(browser, 'settings');
  await switchMaintenanceInPanel(panel, true);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Maintenance Mode' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  await switchMaintenanceInPanel(panel, false);
});
