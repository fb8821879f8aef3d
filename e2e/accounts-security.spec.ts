import { expect, type Page, test } from '@playwright/test';
import { readResetPath, signInOnOtherDevice, signUpThroughApi, waitForMail } from './fixtures/accounts.ts';

const invalidLink = 'Invalid or expired password reset link. Please request a new one.';

async function resetThroughPage(page: Page, path: string, password: string) {
  await page.goto(path);
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm New Password').fill(password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
}

test('a reset link works once: the second time it is refused', async ({ page }) => {
  const member = await signUpThroughApi(page.request);
  await page.context().clearCookies();
  expect((await page.request.post('/api/auth/password-reset', { data: { email: member.email } })).status()).toBe(202);
  const link = readResetPath(await waitForMail(page.request, member.email, /reset your dragon market password/i));

  await resetThroughPage(page, link, 'First-Reset-Pass-1');
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await resetThroughPage(page, link, 'Second-Reset-Pass-2');
  await expect(page.getByText(invalidLink)).toBeVisible();
});

test('an older reset link stops working once a newer one is asked for', async ({ page }) => {
  const member = await signUpThroughApi(page.request);
  await page.context().clearCookies();
  const ask = () => page.request.post('/api/auth/password-reset', { data: { email: member.email } });
  const subject = /reset your dragon market password/i;
  await ask();
  const older = readResetPath(await waitForMail(page.request, member.email, subject));
  await ask();
  let newer = older;
  await expect
    .poll(async () => {
      newer = readResetPath(await waitForMail(page.request, member.email, subject));
      return newer;
    })
    .not.toBe(older);

  await resetThroughPage(page, older, 'Older-Link-Pass-1');
  await expect(page.getByText(invalidLink)).toBeVisible();
  await resetThroughPage(page, newer, 'Newer-Link-Pass-2');
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
});

test('changing the password signs out the other browser and mails the member', async ({ page, browser }) => {
  const member = await signUpThroughApi(page.request);
  const other = await signInOnOtherDevice(browser, member);
  try {
    await page.goto('/dashboard/settings');
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Current Password').fill(member.password);
    await dialog.getByLabel('New Password', { exact: true }).fill('Changed-Pass-21');
    await dialog.getByLabel('Confirm New Password').fill('Changed-Pass-21');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed successfully')).toBeVisible();

    // The other browser hears it on its event stream and lands signed out; this one stays signed in.
    await expect(other.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
    expect((await other.request.get('/api/me')).status()).toBe(401);
    expect((await page.request.get('/api/me')).status()).toBe(200);

    const mail = await waitForMail(page.request, member.email, /^Your password was changed$/);
    expect(mail.text).toContain('the password of your Dragon Market account was just changed');
  } finally {
    await other.context().close();
  }
});
