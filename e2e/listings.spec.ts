// A member's listing from start to end: posted with an image at /add-listing, waiting in My Offers, approved by an
// admin (through the API), then paused and put live again from its status badge, edited (the edit awaiting review
// while the listing stays live) and deleted.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { onePixelPng, signUpThroughApi } from './fixtures/accounts.ts';
import { signInAdminThroughApi } from './fixtures/admin.ts';

type PendingOffer = { id: string; title: string };

/** A red pixel: other bytes than onePixelPng, so a second stored image. */
const redPixelPng = {
  name: 'red.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGM4oaEBAALUARkFUI+kAAAAAElFTkSuQmCC',
    'base64',
  ),
};

async function approveThroughApi(request: APIRequestContext, title: string): Promise<void> {
  await signInAdminThroughApi(request);
  const queue = await request.get('/api/admin/offers?status=pending&pageSize=100');
  const pending = ((await queue.json()) as { items: PendingOffer[] }).items.find((offer) => offer.title === title);
  if (!pending) throw new Error(`"${title}" is not in the review queue`);
  const approval = await request.post(`/api/admin/offers/${pending.id}/approve`);
  expect(approval.status(), await approval.text()).toBe(200);
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(serious.map((violation) => violation.id)).toEqual([]);
}

test('a member posts a listing, it is approved, and they pause, re-activate, edit and delete it', async ({
  page,
  browser,
}) => {
  await signUpThroughApi(page.request);
  const title = `Dog walking ${Date.now()}`;

  await page.goto('/add-listing');
  await expect(page.getByRole('heading', { name: 'Submit New Listing' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Listing' });
  await form.getByRole('button', { name: 'Submit Listing' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByText('Price is required')).toBeVisible();
  await expect(form.getByText('Please upload at least one image for your listing')).toBeVisible();
  await expectNoSeriousViolations(page);

  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Category').selectOption('Pet Services');
  await form.getByLabel('Description').fill('Too short');
  await form.getByLabel('Cash price (USD)').fill('20');
  await form.getByLabel('Unit', { exact: true }).selectOption('item');
  await form.getByLabel('Price note (optional)').fill('per walk');
  await form.getByRole('checkbox', { name: 'Cash' }).check();
  await form.getByRole('checkbox', { name: 'Dragon Coins' }).check();
  await form.getByLabel('Images').setInputFiles([onePixelPng, redPixelPng]);
  await expect(form.getByRole('img', { name: 'Listing image 2' })).toBeVisible();
  await form.getByRole('button', { name: 'Remove image 1' }).click();
  await expect(form.getByRole('img', { name: 'Listing image 2' })).toHaveCount(0);
  await expect(form.getByRole('img', { name: 'Listing image 1' })).toBeVisible();
  await form.getByRole('button', { name: 'Submit Listing' }).click();
  await expect(form.getByText('Description should be at least 20 characters')).toBeVisible();
  await form.getByLabel('Description').fill('Two long walks a day for friendly dogs of any size.');
  await form.getByRole('button', { name: 'Submit Listing' }).click();

  const submitted = page.getByRole('dialog', { name: 'Listing Submitted!' });
  await expect(submitted.getByText('It will be visible after admin approval.')).toBeVisible();
  await submitted.getByRole('button', { name: 'OK' }).click();
  await expect(submitted).toBeHidden();
  await expect(page.getByRole('link', { name: 'View Category Listings' })).toHaveAttribute(
    'href',
    '/categories/pet-services',
  );
  await expect(page.getByRole('button', { name: 'Submit Another Listing' })).toBeVisible();

  await page.goto('/dashboard/offers');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('(awaiting approval)')).toBeVisible();
  await expect(row.getByRole('cell', { name: '$20.00 / item · per walk' })).toBeVisible();
  await expectNoSeriousViolations(page);

  const adminContext = await browser.newContext();
  await approveThroughApi(adminContext.request, title);
  await adminContext.close();

  await page.reload();
  await row.getByRole('button', { name: `Active: pause ${title}` }).click();
  await expect(row.getByRole('button', { name: `Paused: activate ${title}` })).toBeVisible();
  await row.getByRole('button', { name: `Paused: activate ${title}` }).click();
  await expect(row.getByRole('button', { name: `Active: pause ${title}` })).toBeVisible();

  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Listing' });
  // An approved listing's substance changed waits for review while the listing stays live (decision 034); the
  // member is told first.
  await expect(
    editor.getByText(
      'Changes to the title, description, category, pictures or a higher price are reviewed by an admin first: until then your listing stays as it is now. A lower price, the price note and the payment types apply at once.',
    ),
  ).toBeVisible();
  await editor.getByLabel('Title').fill(`${title} and more`);
  await expect(editor.getByLabel('Cash price (USD)')).toHaveValue('20');
  await editor.getByLabel('Cash price (USD)').fill('25');
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editor).toBeHidden();
  await expect(
    page.getByText('Saved. Your changes will show once an admin approves them; until then the listing stays as it is.'),
  ).toBeVisible();
  const waiting = row.getByRole('group', { name: 'Edit awaiting review' });
  await expect(waiting.getByText(`${title} and more`)).toBeVisible();
  await expect(waiting.getByText('$25.00 / item · per walk')).toBeVisible();
  await expect(row.getByRole('cell', { name: '$20.00 / item · per walk' })).toBeVisible();
  await expect(row.getByRole('button', { name: `Active: pause ${title}` })).toBeVisible();

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
  await expect(confirm.getByText('Are you sure you want to delete this offer?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('You have not posted any listings yet.')).toBeVisible();
});

test("a visitor at /add-listing is asked to sign in, and 'Go to Home Page' leads home", async ({ page }) => {
  await page.goto('/add-listing');
  await expect(page.getByRole('heading', { name: 'Please Sign In' })).toBeVisible();
  await expect(page.getByText('You must be logged in to create a listing')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home Page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('My Offers that fail to load say so and offer Try Again', async ({ page }) => {
  await signUpThroughApi(page.request);
  // The connection fails (the server is never faked); the client retries twice, then says so.
  await page.route('**/api/me/offers*', (route) => route.abort('connectionrefused'));
  await page.goto('/dashboard/offers');
  const alert = page.getByRole('main').getByRole('alert');
  // The two retries wait 1 s and 2 s (react-query's backoff) after the page itself has loaded.
  await expect(alert).toContainText('Failed to load offers. Please try again.', { timeout: 15_000 });

  await page.unroute('**/api/me/offers*');
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('You have not posted any listings yet.')).toBeVisible();
  await expect(alert).toBeHidden();
});

test('a member posts a request from the dashboard in one of the 22 categories, without images', async ({ page }) => {
  await signUpThroughApi(page.request);
  const title = `Need a wedding planner ${Date.now()}`;
  await page.goto('/dashboard/offers');
  await page.getByRole('link', { name: 'Create Request' }).click();
  await expect(page).toHaveURL(/\/dashboard\/offers\/create\?type=request$/);
  await expect(page.getByRole('heading', { name: 'Create Request' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Listing' });
  await expect(form.getByLabel('Category').getByRole('option')).toHaveCount(23);
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Category').selectOption('Event Planning');
  await form.getByLabel('Description').fill('A planner for a small summer wedding of forty guests.');
  await form.getByLabel('Cash price (USD)').fill('500');
  await form.getByLabel('Unit', { exact: true }).selectOption('negotiable');
  await form.getByLabel('Price note (optional)').fill('at most');
  await form.getByRole('checkbox', { name: 'Trade/Barter' }).check();
  await form.getByRole('button', { name: 'Create Request' }).click();

  await expect(page).toHaveURL(/\/dashboard\/offers$/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Request', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Event Planning' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '$500.00 (negotiable) · at most' })).toBeVisible();
  await expect(row.getByText('(awaiting approval)')).toBeVisible();
});
