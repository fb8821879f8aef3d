// A member who reads prices in euros (decision 027): a listing priced in dollars shows its euro figure on the listing
// page, in My Offers and on a proposal; the cash box takes dollars and shows what they come to; the withdraw
// buttons keep the dollars that are paid out, the euros beside them.
import { type Browser, expect, test } from '@playwright/test';
import { newMember, signUpThroughApi } from './fixtures/accounts.ts';
import { createOwnerWithListing, uniqueTitle } from './fixtures/listings.ts';
import { isConsoleProblem } from './fixtures/console.ts';

/** Another member in a browser of their own, reading prices in `currency`. Close the context when done. */
async function openMemberTab(browser: Browser, fullName: string, currency: 'EUR' | 'GBP') {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await signUpThroughApi(tab.request, newMember({ fullName }));
  expect((await tab.request.patch('/api/me', { data: { currency } })).status()).toBe(200);
  return { context, tab };
}

test('a member showing euros sees dollar prices converted, and enters and withdraws dollars', async ({
  page,
  browser,
}) => {
  const listing = await createOwnerWithListing(
    page.request,
    { title: uniqueTitle('Piano lessons'), price: { cashCents: 5000, unit: 'hour', note: 'at your home' } },
    'Euro Owner',
  );
  const saved = await page.request.patch('/api/me', { data: { currency: 'EUR' } });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto(`/listing/${listing.id}`);
  await expect(page.getByText('€46.00 / hour · at your home', { exact: true })).toBeVisible();

  // Another member, in euros too, offers $40 through the listing's form.
  const { context: buyerContext, tab: buyer } = await openMemberTab(browser, 'Dollar Buyer', 'EUR');
  try {
    await buyer.goto(`/listing/${listing.id}`);
    const form = buyer.getByRole('form', { name: 'Proposal' });
    await form.getByRole('checkbox', { name: 'Cash' }).check();
    await form.getByLabel('Cash amount (USD, optional)').fill('40');
    await expect(form.getByText('≈ €36.80', { exact: true })).toBeVisible();
    await form.getByLabel('Note on the amount (optional)').fill('for two lessons');
    await form.getByRole('button', { name: 'Submit Proposal' }).click();
    await expect(buyer.getByRole('heading', { name: 'Proposal Submitted!' })).toBeVisible();
  } finally {
    await buyerContext.close();
  }
  await page.goto('/proposals');
  await page.getByRole('link', { name: listing.title }).click();
  await expect(page.getByText('€36.80 · for two lessons', { exact: true })).toBeVisible();

  await page.goto('/dashboard/offers');
  const row = page.getByRole('row').filter({ hasText: listing.title });
  await expect(row.getByRole('cell', { name: '€46.00 / hour · at your home' })).toBeVisible();
  await row.getByRole('button', { name: `Edit ${listing.title}` }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Listing' });
  await expect(editor.getByLabel('Cash price (USD)')).toHaveValue('50');
  await expect(editor.getByText('≈ €46.00', { exact: true })).toBeVisible();
  await editor.getByLabel('Cash price (USD)').fill('60.50');
  await expect(editor.getByText('≈ €55.66', { exact: true })).toBeVisible();
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();

  await page.goto('/dashboard/wallet');
  await expect(page.getByRole('button', { name: 'Withdraw $25 (≈ €23.00)' })).toBeDisabled();
});

test("the device's currency is in a listing's first HTML, and the page hydrates in it", async ({ page, browser }) => {
  const listing = await createOwnerWithListing(
    page.request,
    { title: uniqueTitle('Guitar lessons'), price: { cashCents: 5000, unit: 'hour', note: 'at your home' } },
    'Pound Owner',
  );
  const { context, tab } = await openMemberTab(browser, 'Pound Reader', 'GBP');
  try {
    // The server renders as a visitor would see it; the member's profile puts pounds on this device.
    await tab.goto(`/listing/${listing.id}`);
    await expect(tab.getByText('£39.00 / hour · at your home', { exact: true })).toBeVisible();
    // The page keeps the profile's currency on the device, in its cookie, just after showing it.
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'currency')?.value)
      .toBe('GBP');

    const html = await (await tab.request.get(`/listing/${listing.id}`)).text();
    expect(html).toContain('£39.00');
    expect(html).not.toContain('$50.00');
    const problems: string[] = [];
    tab.on('console', (message) => {
      if (isConsoleProblem(message)) problems.push(message.text());
    });
    await tab.reload();
    await expect(tab.getByText('£39.00 / hour · at your home', { exact: true })).toBeVisible();
    await tab.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
