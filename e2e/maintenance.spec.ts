// Maintenance mode as members, visitors and admins see it. Runs alone (its own Playwright project).
import { expect, type APIRequestContext, test } from '@playwright/test';

const password = 'Password123!';

async function setMaintenance(request: APIRequestContext, on: boolean) {
  const signIn = await request.post('/api/auth/sign-in', { data: { email: 'admin@example.com', password } });
  expect(signIn.ok()).toBe(true);
  const res = await request.patch('/api/admin/settings', { data: { maintenanceMode: on } });
  expect(res.ok()).toBe(true);
}

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await setMaintenance(request, false);
  await request.dispose();
});

test('members are sent to the maintenance page, admins pass', async ({ browser, playwright, baseURL }) => {
  const member = await browser.newPage();
  await member.goto('/');
  await member.getByRole('button', { name: 'Sign In' }).click();
  const dialog = member.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email').fill('maya.okafor@example.com');
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(member.getByText('Successfully signed in!')).toBeVisible();
  await member.goto('/dashboard');
  await expect(member.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const adminApi = await playwright.request.newContext({ baseURL });
  await setMaintenance(adminApi, true);

  // No reload: the switch reaches the open tab as an event.
  await expect(member).toHaveURL(/\/maintenance$/);
  await expect(member.getByRole('heading', { name: 'Site Under Maintenance' })).toBeVisible();
  await expect(member.getByText('support@example.com')).toBeVisible();
  await expect(member.getByRole('button', { name: 'Refresh Page' })).toBeVisible();

  const admin = await browser.newPage();
  await admin.goto('/');
  await admin.getByRole('button', { name: 'Sign In' }).click();
  const adminDialog = admin.getByRole('dialog', { name: 'Welcome Back' });
  await adminDialog.getByLabel('Email').fill('admin@example.com');
  await adminDialog.getByLabel('Password').fill(password);
  await adminDialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(admin.getByText('Successfully signed in!')).toBeVisible();
  await admin.goto('/dashboard');
  await expect(admin).toHaveURL(/\/dashboard$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await setMaintenance(adminApi, false);
  await member.getByRole('button', { name: 'Refresh Page' }).click();
  await member.goto('/dashboard');
  await expect(member).toHaveURL(/\/dashboard$/);
  await adminApi.dispose();
});

test('visitors see the maintenance screen on guarded pages', async ({ page, playwright, baseURL }) => {
  const adminApi = await playwright.request.newContext({ baseURL });
  await setMaintenance(adminApi, true);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Maintenance Mode' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  await setMaintenance(adminApi, false);
  await adminApi.dispose();
});
