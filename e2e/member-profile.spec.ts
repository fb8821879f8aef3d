// A visitor checks out a provider before dealing with them: from the listing page to the provider's public profile,
// where the reviews of their completed deals can be read with the listing each was about.
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { newMember, signUpThroughApi } from './fixtures/accounts.ts';
import { createOwnerWithListing, postOk, uniqueTitle } from './fixtures/listings.ts';

test("a visitor follows a listing's provider to their profile and reads their reviews", async ({ page, request }) => {
  const providerName = uniqueTitle('Rowan');
  const listing = await createOwnerWithListing(
    request,
    { title: uniqueTitle('Bike tune-up'), price: { cashCents: 4000 } },
    providerName,
  );
  // A buyer completes a cash deal on it and reviews the provider, all through the API.
  const buyer = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  const comment = 'Brakes and gears like new, and done a day early.';
  try {
    const member = await signUpThroughApi(buyer, newMember({ fullName: 'Pat Reviewer' }));
    const deal = await postOk<{ id: string }>(buyer, `/api/offers/${listing.id}/proposals`, {
      paymentMethods: ['cash'],
      cashAmountCents: 4000,
      fullName: member.fullName,
      email: member.email,
    });
    await postOk(request, `/api/proposals/${deal.id}/accept`);
    await postOk(request, `/api/proposals/${deal.id}/deliver`);
    await postOk(buyer, `/api/proposals/${deal.id}/complete`);
    await postOk(buyer, `/api/proposals/${deal.id}/review`, { rating: 5, comment });
  } finally {
    await buyer.dispose();
  }

  await page.goto(`/listing/${listing.id}`);
  await page.getByRole('link', { name: providerName }).click();
  await expect(page).toHaveURL(/\/members\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: providerName })).toBeVisible();
  await expect(page.getByText('1 completed deal', { exact: true })).toBeVisible();
  await expect(page.getByText('(1 review)')).toBeVisible();

  const reviews = page.getByRole('region', { name: 'Reviews (1)' });
  await expect(reviews.getByText(comment)).toBeVisible();
  await expect(reviews.getByRole('link', { name: 'Pat Reviewer' })).toBeVisible();
  await expect(reviews.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await reviews.getByRole('link', { name: listing.title }).click();
  await expect(page).toHaveURL(`/listing/${listing.id}`);

  // The live listing is on the profile too.
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Services (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: listing.title })).toBeVisible();
});
