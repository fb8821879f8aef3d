// A member who reads prices in euros (decision 027): a listing priced in dollars shows its euro figure on the listing
// page, in My Offers and on a proposal; the cash box takes dollars and shows what they come to; the withdraw
// buttons keep the dollars that are paid out, the euros beside them.
import { expect, test } from '@playwright/test';
import { newMember, signUpThroughApi } from './fixtures/accounts.ts';
import { createOwnerWithListing, uniqueTitle } from './fixtures/listings.ts';

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

  const buyerContext = await browser.newContext();
  try {
    await signUpThroughApi(buyerContext.request, newMember({ fullName: 'Dollar Buyer' }));
    const sent = await buyerContext.request.post(`/api/offers/${listing.id}/proposals`, {
      data: {
        paymentMethods: ['cash'],
        fullName: 'Dollar Buyer',
        email: 'dollar.buyer@example.com',
        cashAmountCents: 4000,
        offerAmount: 'for two lessons',
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    await page.goto(`/proposals/${id}`);
    await expect(page.getByText('€36.80 · for two lessons', { exact: true })).toBeVisible();
  } finally {
    await buyerContext.close();
  }

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
