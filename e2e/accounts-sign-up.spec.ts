import { expect, test } from '@playwright/test';
import {
  accountMenuButton,
  freshEmail,
  onePixelPng,
  signUpThroughApi,
  watchDialogStatus,
} from './fixtures/accounts.ts';

test('a visitor creates an account in the sign-in dialog', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('dialog', { name: 'Welcome Back' }).getByRole('button', { name: 'Sign up' }).click();

  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  const submit = dialog.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Full Name').fill('Modal Member');
  await dialog.getByLabel('Email').fill(freshEmail());
  await dialog.getByLabel('Password').fill('Sturdy-Pass-42');
  // Spec: disabled until the Terms box is ticked and a full name is filled.
  await expect(submit).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'I agree to the Terms of Use' }).check();
  const created = watchDialogStatus(page, 'Account created! Signing you in...');
  await submit.click();

  await created;
  await expect(dialog).toBeHidden();
  await expect(accountMenuButton(page)).toHaveAccessibleName('Account menu for Modal Member');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' })).toBeVisible();
});

test('the sign-up page creates an account with a profile picture', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  const email = freshEmail();

  await page.getByLabel('First Name').fill('Pia');
  await page.getByLabel('Last Name').fill('Picture');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Sturdy-Pass-42');
  await expect(page.getByText('Password strength: Strong')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('Sturdy-Pass-42');
  await page.getByLabel('Phone (optional)').fill('+1 555 0100');
  await page.getByLabel('Profile Picture (optional)').setInputFiles(onePixelPng);
  await expect(page.getByRole('img', { name: 'Profile picture preview' })).toBeVisible();

  const submit = page.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I agree to the Terms of Use' }).check();
  await submit.click();

  await expect(page.getByRole('heading', { name: 'Account Created!' })).toBeVisible();
  // Spec: home after 3 seconds.
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(accountMenuButton(page)).toHaveAccessibleName('Account menu for Pia Picture');

  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  const profile = (await me.json()) as { email: string; profilePictureUrl: string | null };
  expect(profile.email).toBe(email);
  expect(profile.profilePictureUrl).toMatch(/^\/uploads\//);
});

test('the sign-up page checks its fields before sending anything', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('A');
  await page.getByLabel('Last Name').fill('Person');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await expect(page.getByText('Password strength: Very Weak')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('different');
  await page.getByRole('checkbox', { name: 'I agree to the Terms of Use' }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('First name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Profile Picture (optional)').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(page.getByText('Please upload an image file (JPEG, PNG, etc.)')).toBeVisible();
  await page.getByLabel('Profile Picture (optional)').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(page.getByText('File size exceeds 5MB limit')).toBeVisible();
});

test('an address that already has an account is refused', async ({ page }) => {
  const { email } = await signUpThroughApi(page.request);
  await page.context().clearCookies();

  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Second');
  await page.getByLabel('Last Name').fill('Try');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Sturdy-Pass-42');
  await page.getByLabel('Confirm Password').fill('Sturdy-Pass-42');
  await page.getByRole('checkbox', { name: 'I agree to the Terms of Use' }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { name: 'Account Created!' })).toBeHidden();
});

test('a signed-in member opening /signup goes to the dashboard', async ({ page }) => {
  await signUpThroughApi(page.request);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/dashboard$/);
});
