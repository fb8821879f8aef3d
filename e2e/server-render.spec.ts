import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createOwnerWithListing, createSuspendedMember } from './fixtures/listings.ts';
import { isConsoleProblem } from './fixtures/console.ts';

// The public pages arrive rendered by the server (decision 046): readable without JavaScript, and with it they
// hydrate without a warning. On the catalogue's server: paging /browse needs more services than a page holds.

type OfferPage = {
  total: number;
  items: { id: string; title: string; image: string | null; provider: { id: string; fullName: string } }[];
};

async function readServices(request: APIRequestContext, query = ''): Promise<OfferPage> {
  const response = await request.get(`/api/offers?kind=service${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as OfferPage;
}

const cardTitles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor pages /browse, reads a listing and opens its provider profile', async ({ page, request }) => {
    const { total } = await readServices(request);
    expect(total).toBeGreaterThan(25);
    const secondPage = await readServices(request, '&page=2&pageSize=25');

    await page.goto('/browse?pageSize=25');
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Services' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`1-25 of ${total} results`);
    await expect(cardTitles(page)).toHaveCount(25);

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/browse\?page=2&pageSize=25$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      `26-${Math.min(total, 50)} of ${total} results`,
    );
    const listing = secondPage.items[0];
    if (!listing) throw new Error('the second page of services is empty');
    await expect(cardTitles(page).first()).toHaveText(listing.title);

    await cardTitles(page).first().getByRole('link').click();
    await expect(page).toHaveURL(`/listing/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: listing.provider.fullName }).first().click();
    await expect(page).toHaveURL(`/members/${listing.provider.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.provider.fullName })).toBeVisible();
  });

  test('a suspended member reads the suspension in the first HTML, and it is theirs alone', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    const owner = await playwright.request.newContext({ baseURL });
    const listing = await createOwnerWithListing(owner, { title: `Suspension served ${Date.now()}` });
    await owner.dispose();
    await createSuspendedMember(page.request);

    const response = await page.goto(`/listing/${listing.id}`);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your account is suspended' })).toBeVisible();
    await expect(page.getByText('Repeated spam in messages')).toBeVisible();

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Account Suspended' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Support' })).toBeVisible();

    // The same listing for a visitor: the shared render, without the member's notice.
    const visitorPage = await request.get(`/listing/${listing.id}`);
    expect(visitorPage.headers()['cache-control']).toBe('no-cache');
    const html = await visitorPage.text();
    expect(html).toContain(listing.title);
    expect(html).not.toContain('Your account is suspended');
  });
});

async function listPublicPages(request: APIRequestContext): Promise<string[]> {
  const { items } = await readServices(request);
  const listing = items[0];
  if (!listing) throw new Error('the demo catalogue has no services');
  return [
    '/',
    '/browse',
    '/browse?page=2&pageSize=25',
    '/services',
    '/requests',
    '/explore-categories',
    '/categories/business',
    `/listing/${listing.id}`,
    `/members/${listing.provider.id}`,
    '/get-help',
    '/terms',
    '/privacy',
    '/about-us',
    '/how-it-works',
  ];
}

// A listing's view count moves as other journeys open it.
const readMainText = async (page: Page) =>
  (await page.getByRole('main').innerText()).replace(/^[\d,]+ views?$/m, '(views)');

test('every public page hydrates without an error or a warning', async ({ page, request }) => {
  // Fourteen pages, each until its network is idle: 12 s alone, near a minute beside two other workers.
  test.slow();
  const pages = await listPublicPages(request);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (isConsoleProblem(message)) problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  for (const path of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    // Each page settles: its reads, and the parts it loads after hydrating.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

// Preact hydrates onto the server's markup without comparing it (decision 047), so the walk above cannot see a
// page that renders differently on the server: each page is read as sent, and as the browser renders it alone.
test('each public page reads the same rendered by the server as rendered in the browser', async ({
  browser,
  page,
  request,
}) => {
  // Twenty-eight page loads: alone they take 15 s, beside two other workers on two cores over a minute.
  test.slow();
  const pages = await listPublicPages(request);
  const scriptless = await browser.newContext({ javaScriptEnabled: false });
  const served = await scriptless.newPage();
  // The same HTML with its root emptied and no state to hydrate from: the browser renders the page from scratch.
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /<div id="root">[\s\S]*?<\/div><script type="application\/json" id="page-state">[\s\S]*?<\/script>/,
      '<div id="root"></div>',
    );
    return route.fulfill({ response, body });
  });
  // The server renders for a visitor it knows nothing of (who may be a member): the browser waits for the session
  // in the same way. Its parts that follow the session (the listing's proposal panel) are the same placeholders.
  const heldSessions: (() => void)[] = [];
  await page.route('**/api/auth/session', (route) => {
    heldSessions.push(() => void route.continue().catch(() => undefined));
  });
  try {
    // Other journeys share this server and may put a listing live between the two reads: both are read again
    // until they agree.
    for (const path of pages) {
      await expect(async () => {
        await served.goto(path);
        await expect(served.getByRole('heading', { level: 1 })).toBeVisible();
        const asSent = await readMainText(served);
        await page.goto(path);
        await expect.poll(() => readMainText(page), { message: path, timeout: 5_000 }).toBe(asSent);
      }).toPass({ timeout: 30_000 });
    }
  } finally {
    for (const release of heldSessions) release();
    await scriptless.close();
  }
});

// On a phone, scripts that load with the page hold back its first paint and share the network with its lead
// picture (decision 051): a rendered page starts them only after both.
test('a rendered page starts its scripts once it has painted and its lead picture has arrived', async ({
  page,
  request,
}) => {
  const { items } = await readServices(request);
  const pictured = items.find((item) => item.image);
  expect(pictured, 'a demo service with a picture').toBeDefined();
  await page.goto(`/listing/${pictured?.id}`);
  // Milliseconds since the page was asked for; e2e code is typed without the DOM, hence the text. The scripts may
  // start after the network has been quiet a while (a slow paint), so the check waits for them, not for the quiet.
  const readTimings = () =>
    page.evaluate(`(() => {
    const entry = performance.getEntriesByType('resource').find((resource) => /\\/assets\\/index-[^/]+\\.js$/.test(resource.name));
    const picture = document.querySelector('img[fetchpriority="high"]');
    return {
      scriptStart: entry?.startTime,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      pictureArrived: picture ? performance.getEntriesByName(picture.currentSrc)[0]?.responseEnd : undefined,
    };
  })()`) as Promise<{ scriptStart?: number; firstPaint?: number; pictureArrived?: number }>;
  await expect.poll(async () => (await readTimings()).scriptStart, { timeout: 10_000 }).toBeDefined();
  const timings = await readTimings();
  expect(timings.firstPaint).toBeDefined();
  expect(timings.pictureArrived).toBeDefined();
  expect(timings.scriptStart).toBeGreaterThan(timings.firstPaint ?? Number.POSITIVE_INFINITY);
  expect(timings.scriptStart).toBeGreaterThanOrEqual(timings.pictureArrived ?? Number.POSITIVE_INFINITY);
});

test('an unknown listing answers 404 with its page, rendered', async ({ request }) => {
  const response = await request.get('/listing/00000000-0000-4000-8000-000000000000');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Listing not found');
});
