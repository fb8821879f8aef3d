// A member keeps a listing with the heart on /browse and finds it on /dashboard/favourites; when its owner changes
// the price, the member hears of it live, without a reload.
import { expect, test } from '@playwright/test';
import { newMember, signUpThroughApi } from './fixtures/accounts.ts';
import { createOwnerWithListing, uniqueTitle } from './fixtures/listings.ts';
import { openLive } from './fixtures/live.ts';

test('a member hearts a listing on /browse, finds it in Favourites, and hears of its new price live', async ({
  browser,
}) => {
  // Two members signing up and an admin's approval before the browser's part, on a machine the other journeys share.
  test.setTimeout(120_000);
  const ownerContext = await browser.newContext();
  const memberContext = await browser.newContext();
  try {
    const owner = await ownerContext.newPage();
    const title = uniqueTitle('Balloon arches');
    const listing = await createOwnerWithListing(owner.request, { title, price: { cashCents: 5000 } }, 'Arch Owner');

    const page = await memberContext.newPage();
    await signUpThroughApi(page.request, newMember({ fullName: 'Favourite Keeper' }));
    await page.goto(`/browse?q=${encodeURIComponent(title)}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 3 })).toHaveText([title]);

    // The heart fills at once; the page it goes to next reads what the server has, so the write must be done.
    const stored = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && response.url().endsWith(`/api/me/favourites/${listing.id}`),
    );
    await main.getByRole('button', { name: 'Add to favourites' }).click();
    const saved = main.getByRole('button', { name: 'Remove from favourites' });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect((await stored).ok()).toBe(true);

    await openLive(page, '/dashboard/favourites');
    const favourites = page.getByRole('list', { name: 'Your favourites' });
    await expect(favourites.getByRole('link', { name: title })).toBeVisible();

    const change = await owner.request.patch(`/api/offers/${listing.id}`, {
      data: { price: { cashCents: 4200, unit: 'fixed' } },
    });
    expect(change.status(), await change.text()).toBe(200);
    await expect(page.getByText(`"${title}" changed its price to $42.00`)).toBeVisible();
  } finally {
    await Promise.all([ownerContext.close(), memberContext.close()]);
  }
});
