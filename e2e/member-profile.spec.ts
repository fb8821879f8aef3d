// A visitor checks out a provider before dealing with them: a search sorted by price, then from a card or the
// listing page to the provider's public profile, where the reviews of their completed deals can be read with the
// listing each was about.
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { newMember, signUpThroughApi } from './fixtures/accounts.ts';
import { createApprovedListing, createOwnerWithListing, postOk, uniqueTitle } from './fixtures/listings.ts';
import { readBaseUrl } from './fixtures/servers.ts';

test('a visitor sorts a search by price, opens a provider profile and reads their reviews', async ({
  page,
  request,
}) => {
  const providerName = uniqueTitle('Rowan');
  // One word only these listings have, so the search lists just them.
  const tag = uniqueTitle('tag').split(' ')[1]!;
  const listing = await createOwnerWithListing(
    request,
    { title: `Bike tune-up ${tag}`, price: { cashCents: 4000 } },
    providerName,
  );
  const cheaper = await createApprovedListing(request, { title: `Wheel truing ${tag}`, price: { cashCents: 1500 } });
  // A buyer completes a cash deal on it and reviews the provider, all through the API.
  const buyer = await playwrightRequest.newContext({ baseURL: readBaseUrl() });
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

  await page.goto(`/browse?q=${tag}`);
  const titles = page.getByRole('main').getByRole('heading', { level: 3 });
  const sort = page.getByLabel('Sort by');
  await sort.selectOption({ label: 'Price: low to high' });
  await expect(titles).toHaveText([cheaper.title, listing.title]);
  await sort.selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(new RegExp(`/browse\\?q=${tag}&sort=price-desc$`));
  await expect(titles).toHaveText([listing.title, cheaper.title]);

  // A card's provider opens the profile, for visitors too.
  await page.getByRole('main').getByRole('link', { name: providerName }).first().click();
  await expect(page).toHaveURL(/\/members\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: providerName })).toBeVisible();

  // So does the listing page's provider card.
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
  await expect(page.getByRole('tab', { name: 'Services (2)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: listing.title })).toBeVisible();
});
