import { expect, test } from '@playwright/test';
import { signUpThroughApi } from './fixtures/accounts.ts';
import { signInAsAdmin } from './fixtures/admin.ts';

const memberEntries = [
  'Dashboard',
  'My Profile',
  'My Wallet',
  'My Offers',
  'My Offers (Bids)',
  'Completed Offers',
  'Favourites',
  'Saved Searches',
  'Messages',
  'Feedback',
  'Settings',
  'Back to Home',
];

test('the dashboard sidebar lists the spec entries on every dashboard page', async ({ page }) => {
  await signUpThroughApi(page.request);
  for (const path of ['/dashboard', '/dashboard/wallet', '/dashboard/feedback', '/dashboard/settings']) {
    await page.goto(path);
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(sidebar.getByRole('link')).toHaveText(memberEntries);
  }
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('admins also find the Admin Panel in the sidebar', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(sidebar.getByRole('link')).toHaveText([...memberEntries.slice(0, -1), 'Admin Panel', 'Back to Home']);
});

test('on a phone the sidebar folds into the Dashboard menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpThroughApi(page.request);
  await page.goto('/dashboard');
  const menuButton = page.getByRole('button', { name: 'Dashboard menu' });
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar).toBeHidden();
  await menuButton.click();
  await expect(sidebar.getByRole('link', { name: 'Settings' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(sidebar).toBeHidden();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
});
