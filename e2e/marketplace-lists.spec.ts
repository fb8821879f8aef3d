import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './fixtures/accounts.ts';

// The home page's featured services and the shared lists of /browse and /requests, against the demo catalogue.
// Counts come from the API at the start of a test (other journeys may add listings while these run), and the
// page must show exactly those.

async function countOffers(request: APIRequestContext, query: string): Promise<number> {
  const response = await request.get(`/api/offers?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { total: number }).total;
}

/** The card titles of the list, in order. */
function cardTitles(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 3 });
}

function resultRange(page: Page) {
  return page.getByRole('main').getByRole('status');
}

test('a visitor sees the featured services behind the sign-up overlay', async ({ page }) => {
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured Services' });
  await expect(featured.getByText('Sign up to view all featured services and connect with providers.')).toBeVisible();
  // Six cards are there, but out of reach: inert, so their links cannot take focus (nor clicks).
  const cardLinks = featured.locator('h3 a');
  await expect(cardLinks).toHaveCount(6);
  await cardLinks.first().focus();
  await expect(cardLinks.first()).not.toBeFocused();
  await expect(featured.getByRole('link', { name: 'View all services' })).toHaveCount(0);

  await featured.getByRole('button', { name: 'Create Free Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible();
});

test('a visitor clicking a card on /browse is asked to sign in', async ({ page }) => {
  await page.goto('/browse');
  await expect(cardTitles(page).first()).toBeVisible();
  // The header offers Sign In once the session is known to be absent; until then a click is not intercepted.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Submit Listing' })).toHaveCount(0);

  // Opening the card in a new tab is left to the browser: the listing page there asks for sign-in itself.
  const [newTab] = await Promise.all([
    page.context().waitForEvent('page'),
    cardTitles(page)
      .first()
      .getByRole('link')
      .click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await expect(newTab).toHaveURL(/\/listing\/[^/]+$/);
  await newTab.close();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await cardTitles(page).first().getByRole('link').click();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
  await expect(page).toHaveURL(/\/browse$/);
});

test('the header search lists only matching services, and the list follows it', async ({ page }) => {
  await page.goto('/');
  const headerSearch = page.getByRole('banner').getByRole('combobox', { name: 'Search services' });
  await headerSearch.fill('seniors');
  await headerSearch.press('Enter');

  await expect(page).toHaveURL(/\/browse\?q=seniors$/);
  await expect(cardTitles(page)).toHaveCount(2);
  expect((await cardTitles(page).allInnerTexts()).sort()).toEqual([
    'Smartphone and Tablet Help for Seniors',
    'Strength and Balance for Seniors',
  ]);
  await expect(resultRange(page)).toHaveText('1-2 of 2 results');
  const listSearch = page.getByRole('searchbox', { name: 'Search listings' });
  await expect(listSearch).toHaveValue('seniors');

  // A new header search while on /browse replaces the list's search too.
  await headerSearch.fill('guitar');
  await headerSearch.press('Enter');
  await expect(page).toHaveURL(/\/browse\?q=guitar$/);
  await expect(listSearch).toHaveValue('guitar');
  await expect(cardTitles(page)).toHaveText(['Beginner Guitar Lessons']);

  // Typing in the list's own box searches too. Typing on after a pause replaces that search's history entry
  // rather than adding one, so Back leaves the whole search at once.
  await listSearch.fill('laptop');
  await expect(page).toHaveURL(/\/browse\?q=laptop$/);
  await expect(cardTitles(page)).toHaveCount(2);
  await listSearch.pressSequentially(' malware');
  await expect(page).toHaveURL(/\/browse\?q=laptop\+malware$/);
  await expect(cardTitles(page)).toHaveText(['Laptop Tune-Up and Malware Cleanup']);
  await page.goBack();
  await expect(page).toHaveURL(/\/browse\?q=guitar$/);
  await expect(listSearch).toHaveValue('guitar');
});

test('a misspelt search shows its suggestion’s results, and the search as typed is a link away', async ({ page }) => {
  await page.goto('/');
  const headerSearch = page.getByRole('banner').getByRole('combobox', { name: 'Search services' });
  await headerSearch.fill('gutar');
  await headerSearch.press('Enter');

  await expect(page).toHaveURL(/\/browse\?q=gutar$/);
  const correction = page.getByRole('main').getByText(/^Showing results for guitar/);
  await expect(correction).toHaveText('Showing results for guitar · Search instead for gutar');
  await expect(cardTitles(page)).toHaveText(['Beginner Guitar Lessons']);
  await expect(page.getByRole('searchbox', { name: 'Search listings' })).toHaveValue('gutar');

  // The search as typed: its empty state, with the suggestion offered as before.
  await correction.getByRole('link', { name: 'gutar' }).click();
  await expect(page).toHaveURL(/\/browse\?q=gutar&exact=true$/);
  await expect(cardTitles(page)).toHaveCount(0);
  await expect(correction).toBeHidden();
  await page.getByRole('button', { name: 'guitar' }).click();
  await expect(page).toHaveURL(/\/browse\?q=guitar$/);
  await expect(cardTitles(page)).toHaveText(['Beginner Guitar Lessons']);
  await expect(page.getByText('Did you mean')).toBeHidden();
});

test('filters, chips, page size and paging live in the address, and Back walks through them', async ({
  page,
  request,
}) => {
  const all = await countOffers(request, 'kind=service');
  const cash = await countOffers(request, 'kind=service&payment=cash');
  const photographyCash = await countOffers(request, 'kind=service&payment=cash&category=photography');
  expect(cash).toBeGreaterThan(25);
  expect(cash).toBeLessThanOrEqual(50);

  await page.goto('/browse');
  await expect(resultRange(page)).toHaveText(`1-${Math.min(all, 50)} of ${all} results`);
  const chips = page.getByRole('list', { name: 'Active filters:' });
  await expect(chips).toHaveCount(0);

  await page.getByLabel('Payment type', { exact: true }).selectOption({ label: 'Cash' });
  await expect(page).toHaveURL(/\/browse\?payment=cash$/);
  await expect(resultRange(page)).toHaveText(`1-${cash} of ${cash} results`);

  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Photography' });
  await expect(page).toHaveURL(/\/browse\?category=photography&payment=cash$/);
  await expect(chips.getByRole('listitem')).toHaveText(['Photography', 'Cash']);
  await expect(resultRange(page)).toHaveText(`1-${photographyCash} of ${photographyCash} results`);
  await expect(cardTitles(page)).toHaveCount(photographyCash);

  // Each chip removes its own filter.
  await chips.getByRole('button', { name: 'Remove filter Photography' }).click();
  await expect(page).toHaveURL(/\/browse\?payment=cash$/);
  await expect(chips.getByRole('listitem')).toHaveText(['Cash']);

  await page.getByLabel('Items per page').selectOption('25');
  await expect(page).toHaveURL(/\/browse\?payment=cash&pageSize=25$/);
  await expect(resultRange(page)).toHaveText(`1-25 of ${cash} results`);
  await expect(cardTitles(page)).toHaveCount(25);
  const firstOnPage1 = await cardTitles(page).first().innerText();

  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/browse\?payment=cash&page=2&pageSize=25$/);
  await expect(resultRange(page)).toHaveText(`26-${cash} of ${cash} results`);
  await expect(cardTitles(page)).toHaveCount(cash - 25);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // Back: page 1 of the same list, then each earlier state in turn, down to the unfiltered list.
  await page.goBack();
  await expect(page).toHaveURL(/\/browse\?payment=cash&pageSize=25$/);
  await expect(resultRange(page)).toHaveText(`1-25 of ${cash} results`);
  await expect(cardTitles(page).first()).toHaveText(firstOnPage1);

  await page.goBack();
  await expect(page).toHaveURL(/\/browse\?payment=cash$/);
  await expect(page.getByLabel('Items per page')).toHaveValue('50');

  await page.goBack();
  await expect(page).toHaveURL(/\/browse\?category=photography&payment=cash$/);
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('photography');

  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/browse$/);
  await expect(resultRange(page)).toHaveText(`1-${Math.min(all, 50)} of ${all} results`);
  await expect(page.getByLabel('Payment type', { exact: true })).toHaveValue('');
  await expect(chips).toHaveCount(0);

  // 'Clear Filters' removes every filter at once; an address with bad values shows the defaults.
  await page.goto('/browse?q=zzzz-nothing&payment=trade&page=abc&pageSize=7');
  await expect(page.getByText('No services found')).toBeVisible();
  await expect(resultRange(page)).toHaveText('0 results');
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/browse$/);
  await expect(resultRange(page)).toHaveText(`1-${Math.min(all, 50)} of ${all} results`);
});

test('a member clicking a card opens the listing', async ({ page }) => {
  await signUpThroughApi(page.request);
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured Services' });
  await expect(featured.getByRole('heading', { level: 3 })).toHaveCount(6);
  await expect(featured.getByText('Sign up to view all featured services and connect with providers.')).toHaveCount(0);
  await featured.getByRole('link', { name: 'View all services' }).click();

  await expect(page).toHaveURL(/\/browse$/);
  await expect(page.getByRole('link', { name: 'Submit Listing' })).toHaveAttribute('href', '/add-listing');
  const link = cardTitles(page).first().getByRole('link');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/listing\/[^/]+$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('/requests lists requests with their badge and offers Create Request', async ({ page, request }) => {
  const requests = await countOffers(request, 'kind=request');
  expect(requests).toBeGreaterThan(0);

  await page.goto('/requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Service Requests' })).toBeVisible();
  await expect(cardTitles(page)).toHaveCount(requests);
  await expect(page.getByRole('main').getByText('Request', { exact: true })).toHaveCount(requests);
  // All 22 categories, after 'All categories'.
  await expect(page.getByLabel('Category', { exact: true }).getByRole('option')).toHaveCount(23);
  await expect(
    page.getByLabel('Category', { exact: true }).getByRole('option', { name: 'Gaming Coaching' }),
  ).toHaveCount(1);

  await page.getByRole('button', { name: 'Create Request' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
});

test('a list that fails to load says so and offers Try Again', async ({ page }) => {
  // The page's first list arrives in its HTML, so the list is opened from another page. The connection fails (the
  // server is never faked): the client retries twice, then says so.
  await page.goto('/');
  // The page has hydrated, so the link below moves within it rather than loading the list's page afresh.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await page.route('**/api/offers?*', (route) => route.abort('connectionrefused'));
  await page.getByRole('main').getByRole('link', { name: 'Browse Services' }).click();
  await expect(page).toHaveURL(/\/browse$/);
  const alert = page.getByRole('main').getByRole('alert');
  // The two retries wait 1 s and 2 s (react-query's backoff) after the page itself has loaded.
  await expect(alert).toContainText('The services could not be loaded.', { timeout: 15_000 });
  await expect(cardTitles(page)).toHaveCount(0);

  await page.unroute('**/api/offers?*');
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await expect(alert).toBeHidden();
  await expect(cardTitles(page).first()).toBeVisible();
});

// The order itself is the server's (its API tests hold it); here, that the page keeps the choice in the address.
test('sort and price range live in the address with chips, and Back restores them', async ({ page }) => {
  await page.goto('/browse');
  await expect(cardTitles(page).first()).toBeVisible();
  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('newest');
  // Relevance is offered with a search only.
  await expect(sort.getByRole('option', { name: 'Relevance' })).toHaveCount(0);

  await sort.selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/\/browse\?sort=price-asc$/);

  const min = page.getByLabel('Minimum price (USD)');
  const max = page.getByLabel('Maximum price (USD)');
  await min.fill('20');
  await max.fill('5');
  await max.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Minimum price must not be above maximum price' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/browse\?sort=price-asc$/);

  await max.fill('100');
  await max.press('Enter');
  await expect(page).toHaveURL(/\/browse\?sort=price-asc&minPrice=20&maxPrice=100&currency=USD$/);
  const chips = page.getByRole('list', { name: 'Active filters:' });
  await expect(chips.getByRole('listitem')).toHaveText(['$20 – $100', 'Sorted by Price: low to high']);

  // The box follows the address, so it is clicked and then seen checked.
  const coins = page.getByRole('checkbox', { name: 'Accepts Dragon Coins' });
  await coins.click();
  await expect(coins).toBeChecked();
  await expect(page).toHaveURL(/\/browse\?sort=price-asc&minPrice=20&maxPrice=100&currency=USD&coins=true$/);
  await chips.getByRole('button', { name: 'Remove filter $20 – $100' }).click();
  await expect(page).toHaveURL(/\/browse\?sort=price-asc&coins=true$/);
  await expect(min).toHaveValue('');

  await page.goBack();
  await expect(page).toHaveURL(/coins=true$/);
  await expect(min).toHaveValue('20');
  await expect(max).toHaveValue('100');
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/browse\?sort=price-asc$/);
  await expect(sort).toHaveValue('price-asc');
  await expect(min).toHaveValue('');
  await page.goBack();
  await expect(page).toHaveURL(/\/browse$/);
  await expect(sort).toHaveValue('newest');
  await expect(chips).toHaveCount(0);
});

test('the header search suggests listings as one types, and the keyboard picks one', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search services' });
  await search.pressSequentially('guit');
  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');

  await search.press('ArrowDown');
  const first = options.first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  const title = await first.innerText();
  expect(title.toLowerCase()).toContain('guit');

  await search.press('Enter');
  await expect(page).toHaveURL(`/browse?${new URLSearchParams({ q: title }).toString()}`);
  await expect(page.getByRole('searchbox', { name: 'Search listings' })).toHaveValue(title);
  await expect(search).toHaveAttribute('aria-expanded', 'false');
});
