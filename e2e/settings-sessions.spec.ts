import { expect, test } from '@playwright/test';
import { signInOnOtherDevice, signUpThroughApi } from './fixtures/accounts.ts';

// The second device announces itself as Firefox on Windows, so the list tells the two apart.
const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';

test('signing out another device from settings ends that session at once', async ({ page, browser }) => {
  const member = await signUpThroughApi(page.request);
  const other = await signInOnOtherDevice(browser, member, { userAgent: firefoxOnWindows });
  try {
    await page.goto('/dashboard/settings');
    const sessions = page.getByRole('main').getByRole('region', { name: 'Sessions' });
    const devices = sessions.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
    await expect(devices).toHaveCount(2);
    await expect(sessions.getByText('This device')).toHaveCount(1);
    await expect(devices.filter({ hasText: 'This device' })).toContainText('Chrome on');
    await expect(devices.filter({ hasText: 'Firefox on Windows' })).toContainText(
      /127\.0\.0\.1 · Last active (Just now|1 minute ago)/,
    );

    await sessions.getByRole('button', { name: 'Sign out Firefox on Windows' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Sign Out Device' });
    await confirm.getByRole('button', { name: 'Sign Out' }).click();
    await expect(devices).toHaveCount(1);
    await expect(devices.first()).toContainText('This device');

    // The other device's tab hears it on its event stream, without a reload or a click.
    await expect(other.getByText('Your account was signed out on another device')).toBeVisible();
    // It lands signed out at '/', asked to sign in again.
    await expect(other).toHaveURL(/\/$/);
    await expect(other.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
    expect((await other.request.get('/api/me')).status()).toBe(401);
    // This device is still signed in.
    expect((await page.request.get('/api/me')).status()).toBe(200);
  } finally {
    await other.context().close();
  }
});

test('a member deletes their account after typing DELETE and cannot sign in again', async ({ page }) => {
  const member = await signUpThroughApi(page.request);
  await page.goto('/dashboard/settings');
  await page.getByRole('main').getByRole('button', { name: 'Delete Account' }).click();

  const dialog = page.getByRole('dialog', { name: 'Delete Account' });
  await expect(dialog.getByText('Your remaining balance of $0.00 and 0 Dragon Coins is forfeited')).toBeVisible();
  const confirmButton = dialog.getByRole('button', { name: 'Delete Account' });
  await expect(confirmButton).toBeDisabled();
  const typed = dialog.getByLabel('Type DELETE to confirm');
  await typed.fill('delete');
  await expect(confirmButton).toBeDisabled();
  await typed.fill('DELETE');
  await confirmButton.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);

  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const signIn = page.getByRole('dialog', { name: 'Welcome Back' });
  await signIn.getByLabel('Email').fill(member.email);
  await signIn.getByLabel('Password').fill(member.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(signIn.getByText('Invalid email or password')).toBeVisible();
});
