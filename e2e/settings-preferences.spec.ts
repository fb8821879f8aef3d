import { expect, type Page, test } from '@playwright/test';
import { accountMenuButton, newMember, signUpThroughApi } from './fixtures/accounts.ts';

const html = (page: Page) => page.locator('html');

test('the theme and currency chosen in settings stay after a reload and follow the member to a new device', async ({
  page,
  browser,
}) => {
  const member = await signUpThroughApi(page.request, newMember());
  await page.goto('/dashboard/settings');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(main.getByText(member.email)).toBeVisible();
  await expect(main.getByText('User Account')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-of-use');

  const preferences = main.getByRole('region', { name: 'Preferences' });
  await expect(html(page)).not.toHaveClass(/dark/);
  await preferences.getByRole('radio', { name: 'Dark' }).check({ force: true });
  await expect(html(page)).toHaveClass(/dark/);
  await preferences.getByLabel('Display currency').selectOption('EUR');
  await expect(preferences.getByRole('status')).toHaveText('Preferences saved');
  await accountMenuButton(page).click();
  await expect(page.getByRole('menu').getByText('€0.00')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(html(page)).toHaveClass(/dark/);
  await expect(preferences.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(preferences.getByLabel('Display currency')).toHaveValue('EUR');

  // A second device starts light (its own system setting) and takes the profile's choice once signed in.
  const laptop = await browser.newContext();
  try {
    const second = await laptop.newPage();
    const signedIn = await second.request.post('/api/auth/sign-in', {
      data: { email: member.email, password: member.password },
    });
    expect(signedIn.status()).toBe(200);
    await second.goto('/dashboard/settings');
    await expect(html(second)).toHaveClass(/dark/);
    const secondPreferences = second.getByRole('main').getByRole('region', { name: 'Preferences' });
    await expect(secondPreferences.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(secondPreferences.getByLabel('Display currency')).toHaveValue('EUR');
  } finally {
    await laptop.close();
  }
});

test('System follows the device setting, and a visitor-chosen theme is kept when signing up', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(html(page)).toHaveClass(/dark/);
  await page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html(page)).not.toHaveClass(/dark/);

  // The sign-up dialog sends the device's choice along, so the new profile keeps it.
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('dialog', { name: 'Welcome Back' }).getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  const member = newMember();
  await dialog.getByLabel('Full Name').fill(member.fullName);
  await dialog.getByLabel('Email').fill(member.email);
  await dialog.getByLabel('Password').fill(member.password);
  await dialog.getByRole('checkbox', { name: 'I agree to the Terms of Use' }).check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(accountMenuButton(page)).toBeVisible();
  await expect(html(page)).not.toHaveClass(/dark/);

  await page.goto('/dashboard/settings');
  const preferences = page.getByRole('main').getByRole('region', { name: 'Preferences' });
  await expect(preferences.getByRole('radio', { name: 'Light' })).toBeChecked();
  await preferences.getByRole('radio', { name: 'System' }).check({ force: true });
  await expect(preferences.getByRole('status')).toHaveText('Preferences saved');
  await expect(html(page)).toHaveClass(/dark/);
  await page.reload();
  await expect(html(page)).toHaveClass(/dark/);
  const me = (await (await page.request.get('/api/me')).json()) as { theme: string };
  expect(me.theme).toBe('system');
});
