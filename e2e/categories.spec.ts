// Browse All Categories and the category pages: live counts, paging in the address, the empty 'coming soon'
// pages and 'Get Notified When Available' for visitors and members.
import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './fixtures/accounts.ts';

type CategoryCount = { name: string; slug: string; browse: boolean; count: number };

async function readCategoryCounts(page: Page): Promise<CategoryCount[]> {
  const response = await page.request.get('/api/categories');
  expect(response.ok()).toBe(true);
  return (await response.json()) as CategoryCount[];
}

const listingCards = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });

test('Browse All Categories shows the 14 tiles with live counts, and a tile opens its category', async ({ page }) => {
  const counts = await readCategoryCounts(page);
  const technology = counts.find((c) => c.slug === 'technology');
  expect(technology?.count).toBeGreaterThan(0);

  await page.goto('/explore-categories');
  await expect(page).toHaveTitle('Browse All Categories · Dragon Market');
  const tiles = page.getByRole('main').getByRole('listitem');
  await expect(tiles).toHaveCount(14);
  for (const category of counts.filter((c) => c.browse)) {
    const tile = page.getByRole('main').getByRole('link', { name: new RegExp(`^${category.name} `) });
    await expect(tile).toContainText(`${category.count} ${category.count === 1 ? 'listing' : 'listings'}`);
  }

  await page
    .getByRole('main')
    .getByRole('link', { name: /^Technology / })
    .click();
  await expect(page).toHaveURL(/\/categories\/technology$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Technology' })).toBeVisible();
  await expect(page).toHaveTitle('Technology · Dragon Market');
  const total = technology?.count ?? 0;
  await expect(page.getByText(`${total} unique listings available`)).toBeVisible();
  await expect(page.getByText(`1-${total} of ${total} results`)).toBeVisible();
  await expect(listingCards(page)).toHaveCount(total);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/explore-categories$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Browse All Categories' })).toBeVisible();
});

test('a coming-soon category shows 0 results and asks a visitor to create an account', async ({ page }) => {
  await page.goto('/categories/legal-services');
  await expect(page.getByRole('heading', { level: 1, name: 'Legal Services' })).toBeVisible();
  await expect(page).toHaveTitle('Legal Services · Dragon Market');
  await expect(page.getByText('0 results')).toBeVisible();
  await expect(listingCards(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Get Notified When Available' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a member asks to be notified, and the alert is still on after a reload until they stop it', async ({ page }) => {
  await signUpThroughApi(page.request);
  await page.goto('/categories/gaming-coaching');
  await expect(page.getByText('0 results')).toBeVisible();

  await page.getByRole('button', { name: 'Get Notified When Available' }).click();
  const subscribed = page.getByText("You'll be notified when the first listing in Gaming Coaching is approved.");
  await expect(subscribed).toBeVisible();
  await expect(page.getByText("We'll let you know when Gaming Coaching gets its first listing")).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  await expect(subscribed).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Notified When Available' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Stop Notifications' }).click();
  await expect(page.getByRole('button', { name: 'Get Notified When Available' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Get Notified When Available' })).toBeEnabled();
  await expect(subscribed).toHaveCount(0);
});

test('/categories/business is Business Services; Back falls back home and visitors can sign up', async ({ page }) => {
  await page.goto('/categories/business');
  await expect(page.getByRole('heading', { level: 1, name: 'Business Services' })).toBeVisible();
  await expect(page).toHaveTitle('Business Services · Dragon Market');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Bookkeeping, marketing/);
  await expect(page.getByText(/^\d+ unique listings? available$/)).toBeVisible();

  await page.getByRole('button', { name: 'Create Free Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Opened directly, so there is no page of this visit to go back to.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the page size is kept in the address', async ({ page }) => {
  // The demo holds a handful of listings per category, too few for a second page; that a new size starts again
  // from page 1 is covered by list-params.test.ts, which this page shares with the other lists.
  const counts = await readCategoryCounts(page);
  const total = counts.find((c) => c.slug === 'design-and-creative')?.count ?? 0;
  expect(total).toBeGreaterThan(0);

  await page.goto('/categories/design-and-creative');
  await page.getByLabel('Items per page').selectOption('25');
  await expect(page).toHaveURL(/\/categories\/design-and-creative\?pageSize=25$/);
  await expect(page.getByText(`1-${total} of ${total} ${total === 1 ? 'result' : 'results'}`)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Items per page')).toHaveValue('25');
  await page.goBack();
  await expect(page).toHaveURL(/\/categories\/design-and-creative$/);
  await expect(page.getByLabel('Items per page')).toHaveValue('50');
});

test('unreadable or out-of-range paging in the address falls back to what exists', async ({ page }) => {
  const counts = await readCategoryCounts(page);
  const total = counts.find((c) => c.slug === 'design-and-creative')?.count ?? 0;
  expect(total).toBeGreaterThan(0);

  await page.goto('/categories/design-and-creative?page=9&pageSize=7');
  await expect(page).toHaveURL(/\/categories\/design-and-creative$/);
  await expect(page.getByText(`1-${total} of ${total} results`)).toBeVisible();
  await expect(page.getByLabel('Items per page')).toHaveValue('50');
});

test('an unknown category leads home', async ({ page }) => {
  await page.goto('/categories/not-a-category');
  await expect(page).toHaveURL(/\/$/);
});
