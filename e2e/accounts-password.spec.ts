import { expect, test } from '@playwright/test';
import { newMember, readResetPath, signInThroughDialog, signUpThroughApi, waitForMail } from './fixtures/accounts.ts';

const invalidLink = 'Invalid or expired password reset link. Please request a new one.';

test('a forgotten password is reset through the emailed link', async ({ page }) => {
  const member = await signUpThroughApi(page.request);
  await page.context().clearCookies();

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('dialog', { name: 'Welcome Back' }).getByRole('button', { name: 'Forgot password?' }).click();
  const resetDialog = page.getByRole('dialog', { name: 'Reset Your Password' });
  await resetDialog.getByLabel('Email').fill(member.email);
  await resetDialog.getByRole('button', { name: 'Send Reset Link' }).click();
  const sent = page.getByRole('dialog', { name: 'Check Your Email' });
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: 'Back to Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
  await page.keyboard.press('Escape');

  const mail = await waitForMail(page.request, member.email, /password/i);
  await page.goto(readResetPath(mail));
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('Fresh-Reset-Pass-9');
  await page.getByLabel('Confirm New Password').fill('Fresh-Reset-Pass-9');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

  await signInThroughDialog(page, member.email, 'Fresh-Reset-Pass-9');

  // The link works once.
  await page.goto(readResetPath(mail));
  await page.getByLabel('New Password', { exact: true }).fill('Another-Pass-10');
  await page.getByLabel('Confirm New Password').fill('Another-Pass-10');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(invalidLink)).toBeVisible();
});

test('the reset page without a token, or with a made-up one, says the link is invalid', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText(invalidLink)).toBeVisible();

  await page.goto('/reset-password?token=made-up-token');
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm New Password').fill('other');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('New Password', { exact: true }).fill('Sturdy-Pass-42');
  await page.getByLabel('Confirm New Password').fill('Sturdy-Pass-42');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(invalidLink)).toBeVisible();
  await page.getByRole('button', { name: 'Request a New Link' }).click();
  await expect(page.getByRole('dialog', { name: 'Reset Your Password' })).toBeVisible();
});

test('a member changes their password in Settings', async ({ page }) => {
  const member = await signUpThroughApi(page.request, newMember());
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });

  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Current password is required')).toBeVisible();

  await dialog.getByLabel('Current Password').fill('not-my-password');
  await dialog.getByLabel('New Password', { exact: true }).fill('Changed-Pass-11');
  await dialog.getByLabel('Confirm New Password').fill('Changed-Pass-12');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('New passwords do not match')).toBeVisible();

  await dialog.getByLabel('Confirm New Password').fill('Changed-Pass-11');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();

  await dialog.getByLabel('Current Password').fill(member.password);
  // A password the server refuses reads Very Weak, and its refusal is said once.
  await dialog.getByLabel('New Password', { exact: true }).fill('password123');
  await expect(dialog.getByText('Password strength: Very Weak')).toBeVisible();
  await expect(dialog.getByText('This is a very common password')).toBeVisible();
  await dialog.getByLabel('Confirm New Password').fill('password123');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('This is a very common password. Please choose a different password.')).toBeVisible();
  await expect(dialog.getByText(/very common password/)).toHaveCount(1);

  await dialog.getByLabel('New Password', { exact: true }).fill('Changed-Pass-11');
  await expect(dialog.getByText('Password strength: Strong')).toBeVisible();
  await dialog.getByLabel('Confirm New Password').fill('Changed-Pass-11');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  // The banner first: it shows for 3 s only, which a busy machine can spend waiting on the dialog.
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Spec: success banners vanish after 3 s.
  await expect(page.getByText('Password changed successfully')).toBeHidden({ timeout: 6_000 });
  // This device stays signed in, still known by its browser, after a reload too.
  await page.reload();
  const devices = page.getByRole('main').getByRole('region', { name: 'Sessions' }).getByRole('listitem');
  await expect(devices).toHaveCount(1);
  await expect(devices.filter({ hasText: 'This device' })).toContainText('Chrome on');
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toHaveCount(0);

  const oldPassword = await page.request.post('/api/auth/sign-in', {
    data: { email: member.email, password: member.password },
  });
  expect(oldPassword.status()).toBe(401);
  const newPassword = await page.request.post('/api/auth/sign-in', {
    data: { email: member.email, password: 'Changed-Pass-11' },
  });
  expect(newPassword.status()).toBe(200);
});
