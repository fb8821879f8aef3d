// A new member's email must be verified before they reach other members: a proposal is refused with the reason and
// 'Resend verification email'; the mailed link opens /verify-email, and then the same proposal goes through. The
// sign-up page's strength meter says why a password will be refused. The listing forms say before anything is typed
// that a listing waits for the verified email.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { freshEmail, newMember, readVerifyPath, signUpThroughApi, waitForMail } from './fixtures/accounts.ts';
import { createOwnerWithListing, uniqueTitle } from './fixtures/listings.ts';
import { openLive } from './fixtures/live.ts';

/** Opens the emailed link's page and waits for its call to the server, which may start late on a busy machine. */
async function openVerifyLink(page: Page, path: string): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/verify-email'));
  await page.goto(path);
  await answered;
}

let contexts: BrowserContext[] = [];

test.afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
});

test('an unverified member is refused a proposal until they follow the mailed link', async ({ browser }) => {
  test.setTimeout(60_000);
  contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [ownerContext, senderContext] = contexts as [BrowserContext, BrowserContext];
  const { id: listingId } = await createOwnerWithListing(
    ownerContext.request,
    { title: uniqueTitle('Garden help') },
    'Verified Owner',
  );

  const page = await senderContext.newPage();
  const sender = await signUpThroughApi(page.request, newMember({ fullName: 'New Sender' }), { verified: false });
  await openLive(page, `/listing/${listingId}`);
  const banner = page.getByRole('region', { name: 'Email verification' });
  await expect(banner).toContainText('Please verify your email.');

  const form = page.getByRole('form', { name: 'Proposal' });
  await form.getByRole('checkbox', { name: 'Cash' }).check();
  await form.getByRole('button', { name: 'Submit Proposal' }).click();
  const refusal = form.getByRole('alert').filter({ hasText: 'Please verify your email first' });
  await expect(refusal).toBeVisible();
  await refusal.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(refusal.getByRole('status')).toHaveText(
    'A new verification link is on its way. Please check your inbox.',
  );

  await openVerifyLink(page, readVerifyPath(await waitForMail(page.request, sender.email, /verify/i)));
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your email is verified.' })).toBeVisible();
  await expect(banner).toBeHidden();

  await openLive(page, `/listing/${listingId}`);
  await form.getByRole('checkbox', { name: 'Cash' }).check();
  await form.getByRole('button', { name: 'Submit Proposal' }).click();
  await expect(page.getByRole('heading', { name: 'Proposal Submitted!' })).toBeVisible();
});

test('a used verification link says so', async ({ page }) => {
  const member = await signUpThroughApi(page.request, newMember(), { verified: false });
  const path = readVerifyPath(await waitForMail(page.request, member.email, /verify/i));
  await openVerifyLink(page, path);
  await expect(page.getByRole('status').filter({ hasText: 'Your email is verified.' })).toBeVisible();
  await openVerifyLink(page, path);
  await expect(page.getByRole('alert')).toHaveText(
    'This verification link has already been used. Your email is verified.',
  );
});

test('the listing forms tell an unverified member to verify first, and open once they have', async ({ page }) => {
  test.setTimeout(60_000);
  const member = await signUpThroughApi(page.request, newMember(), { verified: false });
  for (const path of ['/add-listing', '/dashboard/offers/create?type=request']) {
    await openLive(page, path);
    const notice = page.getByRole('alert').filter({ hasText: 'Please verify your email before posting a listing' });
    await expect(notice).toBeVisible();
    await expect(page.getByLabel('Title')).toBeHidden();
    await expect(notice.getByRole('button', { name: 'Resend verification email' })).toBeVisible();
  }
  const notice = page.getByRole('alert').filter({ hasText: 'Please verify your email before posting a listing' });
  await notice.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(notice.getByRole('status')).toHaveText(
    'A new verification link is on its way. Please check your inbox.',
  );

  await openVerifyLink(page, readVerifyPath(await waitForMail(page.request, member.email, /verify/i)));
  await expect(page.getByRole('status').filter({ hasText: 'Your email is verified.' })).toBeVisible();
  await openLive(page, '/add-listing');
  await expect(page.getByLabel('Title')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Listing' })).toBeVisible();
  await expect(page.getByText('Please verify your email before posting a listing')).toBeHidden();
});

test('the sign-up strength meter explains why a password will be refused', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Maya');
  await page.getByLabel('Last Name').fill('Okafor');
  await page.getByLabel('Email').fill(freshEmail());
  const password = page.getByLabel('Password', { exact: true });

  await password.fill('Password123!');
  // The spec's points alone would call it strong; the meter follows the policy the server applies.
  await expect(page.getByText('Password strength: Very Weak')).toBeVisible();
  await expect(page.getByText('This is a very common password')).toBeVisible();

  await password.fill('MayaOkafor2024!');
  await expect(page.getByText('Password strength: Very Weak')).toBeVisible();
  await expect(page.getByText('Avoid using your name or email')).toBeVisible();

  await password.fill('Sturdy-Pass-42');
  await expect(page.getByText('Password strength: Strong')).toBeVisible();
  await expect(page.getByText('This is a very common password')).toBeHidden();
  await expect(page.getByText('Avoid using your name or email')).toBeHidden();

  // The server applies the same rule: a common password is refused with the same words.
  await password.fill('Password123!');
  await page.getByLabel('Confirm Password').fill('Password123!');
  await page.getByRole('checkbox', { name: /Terms of Use/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('This is a very common password. Please choose a different password.')).toBeVisible();
  // Said once: the meter leaves the reason to the server's refusal under the field.
  await expect(page.getByText(/very common password/)).toHaveCount(1);
  await expect(page.getByText('Password strength: Very Weak')).toBeVisible();
});
