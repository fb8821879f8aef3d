import { expect, test } from '@playwright/test';
import {
  accountMenuButton,
  fillSignInDialog,
  newMember,
  signInThroughDialog,
  signOutThroughMenu,
  signUpThroughApi,
} from './fixtures/accounts.ts';
import { readSpecAdmin } from './fixtures/admin.ts';

test('a member signs out and signs back in', async ({ page }) => {
  const member = await signUpThroughApi(page.request, newMember({ fullName: 'Sam Signin' }));
  await page.goto('/dashboard');
  await expect(accountMenuButton(page)).toBeVisible();

  await signOutThroughMenu(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  await signInThroughDialog(page, member.email, member.password);
  await expect(accountMenuButton(page)).toHaveAccessibleName('Account menu for Sam Signin');
});

test('the user menu shows the balance and the member entries', async ({ page }) => {
  await signUpThroughApi(page.request, newMember({ fullName: 'Menu Member' }));
  await page.goto('/');
  await accountMenuButton(page).click();

  const menu = page.getByRole('menu');
  await expect(menu.getByText('Menu Member')).toBeVisible();
  await expect(menu.getByText('$0.00')).toBeVisible();
  await expect(menu.getByText('0 DC')).toBeVisible();
  for (const entry of ['My Profile', 'My Wallet', 'My Offers', 'Completed Offers', 'Messages', 'Settings']) {
    await expect(menu.getByRole('menuitem', { name: entry })).toBeVisible();
  }
  await expect(menu.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
});

test('a wrong password shows the server message and keeps the dialog open', async ({ page }) => {
  const member = await signUpThroughApi(page.request);
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email').fill(member.email);
  await dialog.getByLabel('Password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('a guarded page sends a visitor to sign in, then back to where they were going', async ({ page }) => {
  const member = await signUpThroughApi(page.request);
  await page.context().clearCookies();

  await page.goto('/dashboard/settings');
  await expect(page).toHaveURL(/\/$/);
  await fillSignInDialog(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('an admin reaches the admin panel from the menu; a member is sent to the dashboard', async ({
  browser,
  request,
}) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/');
  const { email, password } = await readSpecAdmin();
  await signInThroughDialog(admin, email, password);
  await accountMenuButton(admin).click();
  await admin.getByRole('menuitem', { name: 'Admin Panel' }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  await adminContext.close();

  // A fresh member, made on a request context of its own so the page signs in through the dialog.
  const credentials = await signUpThroughApi(request, newMember({ fullName: 'Not An Admin' }));
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto('/');
  await signInThroughDialog(member, credentials.email, credentials.password);
  await member.goto('/admin');
  await expect(member).toHaveURL(/\/dashboard$/);
  await memberContext.close();
});

test('another tab follows a sign-out', async ({ context }) => {
  const first = await context.newPage();
  await signUpThroughApi(first.request);
  await first.goto('/dashboard');
  const second = await context.newPage();
  await second.goto('/browse');
  await expect(accountMenuButton(second)).toBeVisible();

  await signOutThroughMenu(first);
  await expect(second.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a long-idle member is signed out for inactivity', async ({ page }) => {
  await signUpThroughApi(page.request);
  await page.goto('/dashboard');
  await expect(accountMenuButton(page)).toBeVisible();

  const nineHoursAgo = Date.now() - 9 * 60 * 60 * 1000;
  // A string, evaluated in the page: the e2e TypeScript project has no DOM types.
  await page.evaluate(`localStorage.setItem('last-activity', '${nineHoursAgo}')`);
  // The page forgets the session at once and ends it on the server without waiting for the answer.
  const signOut = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/sign-out') && response.request().method() === 'POST',
  );
  await page.reload();

  await expect(page.getByText('Session ended: Session expired due to inactivity. Please sign in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
  await signOut;
  expect((await page.request.get('/api/me')).status()).toBe(401);
});

test('a password change elsewhere signs this device out', async ({ page, playwright, baseURL }) => {
  const member = await signUpThroughApi(page.request);
  await page.goto('/dashboard');
  await expect(accountMenuButton(page)).toBeVisible();

  // A second device: its own cookie jar.
  const otherDevice = await playwright.request.newContext({ baseURL });
  const signIn = await otherDevice.post('/api/auth/sign-in', {
    data: { email: member.email, password: member.password },
  });
  expect(signIn.status()).toBe(200);
  const change = await otherDevice.post('/api/me/password', {
    data: { currentPassword: member.password, newPassword: 'Brand-New-Pass-7', confirmPassword: 'Brand-New-Pass-7' },
  });
  expect(change.status()).toBe(204);
  await otherDevice.dispose();

  // No focus, no reload, no 5-minute check: the tab's event stream says a session was revoked.
  await expect(page.getByText('Your account was signed out on another device')).toBeVisible();
  // The dashboard is a guarded page: the visitor is sent home and asked to sign in again.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
});
