import { expect, test } from '@playwright/test';
import { fillSignInDialog, freshEmail, newMember, signUpThroughApi } from './fixtures/accounts.ts';
import { createSuspendedMember } from './fixtures/listings.ts';

test('a visitor sends a support request, sees it confirmed and can start another', async ({ page }) => {
  await page.goto('/get-help');
  const form = page.getByRole('form', { name: 'Support request' });

  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Please select a help type')).toBeVisible();
  await expect(form.getByText('Please provide details about your request')).toBeVisible();

  await form.getByLabel('Name').fill('Robin Vale');
  await form.getByLabel('Email').fill('not-an-address');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByText('Invalid email address')).toBeVisible();

  const email = freshEmail();
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Help Type').selectOption('Wallet or Coin Issue');
  await form.getByLabel('Details').fill('My coin purchase finished but the coins have not appeared yet.');
  const stored = page.waitForResponse(
    (response) => response.url().endsWith('/api/support-requests') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Submit Request' }).click();
  const response = await stored;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ email, helpType: 'Wallet or Coin Issue' });

  await expect(page.getByRole('heading', { name: 'Request Submitted!' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Another Request' }).click();
  await expect(form.getByLabel('Name')).toBeFocused();
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Email')).toHaveValue('');
  await expect(form.getByLabel('Help Type')).toHaveValue('');
  await expect(form.getByLabel('Details')).toHaveValue('');
});

test('an FAQ question opens its answer', async ({ page }) => {
  await page.goto('/get-help');
  const question = page.getByRole('button', { name: 'Can I exchange Dragon Coins for cash?' });
  const answer = page.getByText('Yes, if your account is verified.');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();

  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Frequently Asked Questions' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(20);
});

test('the terms read the same at both addresses, with their effective date', async ({ page }) => {
  for (const address of ['/terms', '/terms-of-use']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await expect(page.getByText('Effective July 05, 2025')).toBeVisible();
    await expect(page.getByText('You must be 18 years of age or older')).toBeVisible();
    await expect(page).toHaveTitle('Terms of Use · Dragon Market');
  }
});

test('each static page names itself in the title', async ({ page }) => {
  const pages = [
    ['/about-us', 'About Us'],
    ['/how-it-works', 'How It Works'],
    ['/privacy', 'Privacy Policy'],
    ['/get-help', 'Get Help'],
  ] as const;
  for (const [address, title] of pages) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Dragon Market`);
    await expect(page.locator('meta[name="description"]')).not.toHaveAttribute(
      'content',
      /community services marketplace/,
    );
  }
});

test('completed offers asks a visitor to sign in, then shows the member their empty list', async ({
  page,
  request,
}) => {
  // A new member, with no completed deals. Signed up on its own request context, so the page stays a
  // visitor's until the dialog.
  const member = await signUpThroughApi(request, newMember());
  await page.goto('/completed-offers');
  await expect(page).toHaveURL(/\/completed-offers$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
  await expect(main.getByText('Please sign in to view your completed offers.')).toBeVisible();
  await expect(page).toHaveTitle('Completed Offers · Dragon Market');

  await main.getByRole('button', { name: 'Sign In' }).click();
  await fillSignInDialog(page, member.email, member.password);
  await expect(main.getByRole('heading', { level: 1, name: 'Completed Offers' })).toBeVisible();
  await expect(main.getByText('You have not completed any offers yet.')).toBeVisible();
  await expect(main.getByText('$0.00')).toBeVisible();
});

test('completed offers keeps a suspended member out, as the member pages do', async ({ page, request }) => {
  const suspended = await createSuspendedMember(request, { signIn: false });
  await page.goto('/completed-offers');
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await fillSignInDialog(page, suspended.email, suspended.password);
  await expect(page.getByRole('heading', { name: 'Account Suspended' })).toBeVisible();
  await expect(page.getByText('You have not completed any offers yet.')).toBeHidden();
});
