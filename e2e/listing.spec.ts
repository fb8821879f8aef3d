import { type APIRequestContext, expect, test } from '@playwright/test';
import { formatPrice, type Price } from '../src/shared/price.ts';
import { newMember, signUpThroughApi } from './fixtures/accounts.ts';

type Card = { id: string; title: string; price: Price; paymentTypes: string[]; image: string | null };
type Detail = Card & { views: number; provider: { fullName: string } };

const paymentLabels: Record<string, string> = { cash: 'Cash', coins: 'Dragon Coins', trade: 'Trade/Barter' };
const unknownId = '00000000-0000-4000-8000-000000000000';

async function firstDemoListing(request: APIRequestContext): Promise<{ card: Card; total: number }> {
  const page = (await (await request.get('/api/offers?pageSize=25')).json()) as { items: Card[]; total: number };
  const card = page.items.find((c) => c.image) ?? page.items[0];
  if (!card) throw new Error('the demo data has no live listing');
  return { card, total: page.total };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

test('a member opens a listing by its address and sees what it offers and who offers it', async ({ page }) => {
  await signUpThroughApi(page.request, newMember({ fullName: 'Listing Reader' }));
  const { card } = await firstDemoListing(page.request);
  // Read as this member first: that counts their one view of the day, so the page shows the same number.
  const detail = (await (await page.request.get(`/api/offers/${card.id}`)).json()) as Detail;

  await page.goto(`/listing/${card.id}`);
  await expect(page.getByRole('heading', { level: 1, name: detail.title })).toBeVisible();
  await expect(page).toHaveTitle(`${detail.title} · Dragon Market`);
  await expect(page.getByText(formatPrice(detail.price), { exact: true })).toBeVisible();
  const provider = page.getByRole('complementary', { name: 'Provider and proposal' });
  await expect(provider.getByText(detail.provider.fullName, { exact: true })).toBeVisible();
  await expect(provider.getByText(/^Member since [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  const payments = page.getByRole('list', { name: 'Accepted payment types' });
  for (const type of detail.paymentTypes) {
    await expect(payments.getByText(paymentLabels[type] ?? type, { exact: true })).toBeVisible();
  }
  // The first HTML may be the visitors' cached page; the member's own read follows it, with their view counted.
  // Journeys beside this one open the same demo listing, so the page may count a view or two more than the read.
  const views = page.getByText(/^[\d,]+ views?$/);
  await expect(views).toBeVisible();
  await expect
    .poll(async () => Number((await views.textContent())?.replace(/\D/g, '')))
    .toBeGreaterThanOrEqual(detail.views);
  // Members get the proposal form here (proposals issue), never the visitor's sign-in prompt.
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toHaveCount(0);
});

test('a member whose proposal form fails to download still has the listing, and is told', async ({ page }) => {
  await signUpThroughApi(page.request, newMember({ fullName: 'Offline Proposer' }));
  const { card } = await firstDemoListing(page.request);
  // The form is its own chunk, fetched once the page knows a member can propose; here the network drops it.
  await page.route(/\/assets\/proposal-form-[^/]*\.js$/, (route) => route.abort());
  await page.goto(`/listing/${card.id}`);
  await expect(page.getByRole('alert')).toHaveText(
    'The proposal form could not be loaded. Please reload the page to try again.',
  );
  await expect(page.getByRole('heading', { level: 1, name: card.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Send a Proposal' })).toHaveCount(0);
});

test('each public page arrives with its first read rendered: the browser does not ask for it', async ({ page }) => {
  const { card } = await firstDemoListing(page.request);
  const pages: [string, string][] = [
    ['/', 'Welcome'],
    ['/browse', 'Browse Services'],
    ['/requests', 'Service Requests'],
    ['/categories/business', 'Business Services'],
    [`/listing/${card.id}`, card.title],
  ];
  for (const [path, heading] of pages) {
    const html = await (await page.request.get(path)).text();
    expect(decodeHtml(html), path).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(heading)}</h1>`));
    // Nothing to preload: the read is in the page already.
    expect(html, path).not.toContain('rel="preload" as="fetch"');
    const offerReads: string[] = [];
    const record = (request: { url: () => string }) => {
      const url = new URL(request.url());
      // A listing's matches are read after it, on purpose not rendered: they must not hold the listing up.
      if (url.pathname.startsWith('/api/offers') && !url.pathname.endsWith('/matches')) {
        offerReads.push(url.pathname + url.search);
      }
    };
    page.on('request', record);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('request', record);
    expect(offerReads, path).toEqual([]);
  }
});

test('a visitor is asked to sign in where the proposal form goes', async ({ page }) => {
  const { card } = await firstDemoListing(page.request);
  await page.goto(`/listing/${card.id}`);
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
});

test('an unknown listing says so, counts the listings available and leads to browsing', async ({ page }) => {
  const { total: services } = await firstDemoListing(page.request);
  const requests = (await (await page.request.get('/api/offers?kind=request&pageSize=25')).json()) as { total: number };
  expect(requests.total).toBeGreaterThan(0);
  await page.goto(`/listing/${unknownId}`);
  await expect(page.getByRole('heading', { name: 'Listing not found' })).toBeVisible();
  // Services and requests alike.
  await expect(page.getByText(`${services + requests.total} listings available`)).toBeVisible();
  await page.getByRole('link', { name: 'Browse All Listings' }).click();
  await expect(page).toHaveURL(/\/browse$/);
});

test("the server's HTML for a listing carries its title for link previews", async ({ page }) => {
  const { card } = await firstDemoListing(page.request);
  const html = await (await page.request.get(`/listing/${card.id}`)).text();
  const title = escapeHtml(`${card.title} · Dragon Market`);
  expect(html).toContain(`<title>${title}</title>`);
  expect(html).toContain(`<meta property="og:title" content="${title}" />`);
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/uploads\//);
  const unknown = await (await page.request.get(`/listing/${unknownId}`)).text();
  expect(unknown).not.toContain('og:title');
});

const decodeHtml = (html: string) =>
  html.replace(/&(#x27|#39|quot|lt|gt|amp);/g, (_, name: string) => entities[name] ?? '');
const entities: Record<string, string> = { '#x27': "'", '#39': "'", quot: '"', lt: '<', gt: '>', amp: '&' };
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
