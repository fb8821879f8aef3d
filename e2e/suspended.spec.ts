import { expect, test } from '@playwright/test';

test('a suspended member sees why, and the way to support', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email').fill('casey.morgan@example.com');
  await dialog.getByLabel('Password').fill('Password123!');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByText('Successfully signed in!')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Account Suspended' })).toBeVisible();
  await expect(page.getByText('Repeated spam in messages to other members.')).toBeVisible();
  await page.getByRole('link', { name: 'Contact Support' }).click();
  await expect(page).toHaveURL(/\/get-help$/);
});
