import { expect, test } from '@playwright/test';
import { signUpThroughApi } from './fixtures/accounts.ts';

test('a visitor lands on the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await expect(page.getByText('Where Community Meets Commerce')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' })).toBeVisible();
});

test('the header search goes to /browse with the query', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search services' });
  await expect(search).toHaveAttribute('placeholder', 'Search for services...');
  await search.fill('guitar lessons');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/browse\?q=guitar(\+|%20)lessons$/);
  await expect(page.getByRole('searchbox', { name: 'Search listings' })).toHaveValue('guitar lessons');
});

test('an empty search stays where it is', async ({ page }) => {
  await page.goto('/about-us');
  const search = page.getByRole('combobox', { name: 'Search services' });
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/about-us$/);
});

test('an unknown path lands on the home page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
});

test('the theme toggle switches to dark and is kept after a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test('the Sign In button opens the Welcome Back dialog', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
  await page.getByRole('dialog').getByRole('link', { name: 'Create a full account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
});

test('the page has no console errors or uncaught exceptions and loads the API health', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/explore-categories');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok', database: 'up' });
});

test("on a phone, a member's page stays put when the header's bell and account menu arrive", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpThroughApi(page.request);
  // Their code loads on its own after the page; held back here, as a slow network would.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/member-header-actions-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const session = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/session');
  await page.goto('/browse');
  const heading = page.getByRole('heading', { level: 1, name: 'Browse Services' });
  await expect(heading).toBeVisible();
  // Measured once the page knows a member is signed in and has drawn that (two frames after the answer).
  await session;
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
  const before = await heading.boundingBox();
  release();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  expect((await heading.boundingBox())?.y).toBe(before?.y);
});
