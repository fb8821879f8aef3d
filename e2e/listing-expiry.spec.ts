import { expect, test } from '@playwright/test';
import { demoPassword } from './fixtures/accounts.ts';

// Issue 34: listings stay fresh. The demo gives Grace Lin (no other journey signs in as her) a listing that expires
// in three days, which her bell has told her of, and one that has expired. She renews both from My Offers in one
// click each; the expired one is live again at once, with no review, and a visitor meanwhile saw its expired page.
test('a provider renews an expiring listing and an expired one from My Offers', async ({ page, browser }) => {
  const login = await page.request.post('/api/auth/sign-in', {
    data: { email: 'grace.lin@example.com', password: demoPassword },
  });
  expect(login.ok()).toBe(true);

  await page.goto('/dashboard');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Notifications/ })
    .click();
  const bell = page.getByRole('dialog', { name: 'Notifications' });
  await expect(bell.getByText(/Your listing "Kids' Baking Class" expires in 3 days/)).toBeVisible();
  await bell.getByText('Listing expires soon').click();
  await expect(page).toHaveURL(/\/dashboard\/offers$/);

  const kids = page.getByRole('row', { name: /Kids' Baking Class/ });
  await expect(kids.getByText(/^Expires /)).toBeVisible();
  await kids.getByRole('button', { name: "Renew Kids' Baking Class" }).click();
  await expect(page.getByText('Listing renewed', { exact: true })).toBeVisible();
  await expect(kids.getByRole('button', { name: "Renew Kids' Baking Class" })).toHaveCount(0);

  await page.getByLabel('Status').selectOption('Expired');
  await expect(page).toHaveURL(/status=expired/);
  const sourdough = page.getByRole('row', { name: /Sourdough Bread Workshop/ });
  await expect(sourdough.getByText(/^Expired on /)).toBeVisible();
  const listingId = await page.evaluate(async () => {
    const response = await fetch('/api/me/offers?status=expired');
    return ((await response.json()) as { items: { id: string; title: string }[] }).items.find(
      (item) => item.title === 'Sourdough Bread Workshop',
    )?.id;
  });

  const visitor = await browser.newPage();
  await visitor.goto(`/listing/${listingId}`);
  await expect(visitor.getByText('This listing has expired')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Live listings' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: /Custom Celebration Cakes/ })).toBeVisible();

  await sourdough.getByRole('button', { name: 'Renew Sourdough Bread Workshop' }).click();
  await expect(page.getByText('Listing renewed and back on the marketplace')).toBeVisible();
  await expect(page.getByText('You have no expired listings.')).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Sourdough Bread Workshop' })).toBeVisible();
  await expect(visitor.getByText('This listing has expired')).toHaveCount(0);
  await visitor.close();
});
