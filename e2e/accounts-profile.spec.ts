import { expect, test } from '@playwright/test';
import { accountMenuButton, newMember, onePixelPng, signUpThroughApi } from './fixtures/accounts.ts';

test('a member edits their name, bio and picture', async ({ page }) => {
  const member = await signUpThroughApi(page.request, newMember({ fullName: 'Before Name' }));
  await page.goto('/');
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(main.getByText('User Account')).toBeVisible();
  await expect(main.getByText(member.email)).toBeVisible();

  await main.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(main.getByLabel('Email')).toHaveAttribute('readonly', '');
  await main.getByLabel('Full Name').fill('A');
  await main.getByRole('button', { name: 'Save Changes' }).click();
  await expect(main.getByText('Full name must be at least 2 characters')).toBeVisible();

  await main.getByLabel('Full Name').fill('After Name');
  await main.getByLabel('Bio (optional)').fill('I fix bicycles and teach guitar.');
  await main.getByLabel('Profile Picture').setInputFiles(onePixelPng);
  await main.getByRole('button', { name: 'Save Changes' }).click();

  await expect(main.getByText('Profile updated successfully!')).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'After Name' })).toBeVisible();
  await expect(main.getByText('I fix bicycles and teach guitar.')).toBeVisible();
  await expect(accountMenuButton(page)).toHaveAccessibleName('Account menu for After Name');

  // /profile is the same page.
  await page.goto('/profile');
  await expect(page.getByRole('main').getByText('I fix bicycles and teach guitar.')).toBeVisible();
  const me = (await (await page.request.get('/api/me')).json()) as { profilePictureUrl: string | null };
  expect(me.profilePictureUrl).toMatch(/^\/uploads\//);
});

test('cancelling an edit keeps the saved profile', async ({ page }) => {
  await signUpThroughApi(page.request, newMember({ fullName: 'Steady Name' }));
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Full Name').fill('Changed My Mind');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Steady Name' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();
});

test('the maintenance page shows the support address', async ({ page }) => {
  await page.goto('/maintenance');
  await expect(page.getByRole('heading', { level: 1, name: 'Site Under Maintenance' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);
});
