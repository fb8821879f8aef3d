// The dashboard shows a member's real figures: a fresh member answers another fresh member's request for $75 in
// cash, the owner (who pays on a request) accepts, the member delivers and the owner confirms through the API, and
// the fresh member's dashboard counts the $75, the deal, this month's bar and the notifications.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newMember, signUpThroughApi } from './fixtures/accounts.ts';
import { createOwnerWithListing, uniqueTitle } from './fixtures/listings.ts';

async function post(request: APIRequestContext, url: string, data?: object): Promise<{ id: string }> {
  const response = await request.post(url, data ? { data } : {});
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as { id: string };
}

/** A stat card's figure: the first definition after its label. */
function statCard(page: Page, label: string) {
  return page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
}

/** Serious and critical WCAG 2 A/AA findings in the page's main content (the charts drawn, not empty). */
async function findSeriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`);
}

test('a completed cash deal as payee shows on the dashboard: earnings, the deal, this month and the activity', async ({
  page,
  request,
}) => {
  const offer = await createOwnerWithListing(
    request,
    { kind: 'request', title: uniqueTitle('Help moving a sofa'), price: { cashCents: 8000 } },
    'Requesting Owner',
  );
  await signUpThroughApi(page.request, newMember({ fullName: 'Dana Dashboard' }));

  const proposal = await post(page.request, `/api/offers/${offer.id}/proposals`, {
    paymentMethods: ['cash'],
    fullName: 'Dana Dashboard',
    email: 'dana@example.com',
    cashAmountCents: 7500,
    message: 'Happy to help with this.',
  });

  // Opened before the deal, with the event stream connected: the figures follow the owner's decisions live.
  const streamOpen = page.waitForResponse((response) => response.url().includes('/api/events'));
  await page.goto('/dashboard');
  await streamOpen;
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Loading your dashboard...')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Submit New Listing' })).toHaveAttribute(
    'href',
    '/dashboard/offers/create?type=service',
  );
  await expect(statCard(page, 'Total Earnings')).toHaveText('$0.00');
  await expect(page.getByText('0 completed deals', { exact: true })).toBeVisible();
  await expect(page.getByText('No earnings yet')).toBeVisible();

  await post(request, `/api/proposals/${proposal.id}/accept`);
  await post(page.request, `/api/proposals/${proposal.id}/deliver`);
  await post(request, `/api/proposals/${proposal.id}/complete`);
  const unread = (await (await page.request.get('/api/notifications')).json()) as { unreadCount: number };
  expect(unread.unreadCount).toBeGreaterThan(0);

  await expect(statCard(page, 'Total Earnings')).toHaveText('$75.00');
  await expect(page.getByText('1 completed deal', { exact: true })).toBeVisible();
  await expect(statCard(page, 'Dragon Coins')).toHaveText('0 DC');
  await expect(statCard(page, 'Active Offers')).toHaveText('0');
  await expect(statCard(page, 'Notifications')).toHaveText(String(unread.unreadCount));
  // A new member has no listings waiting or turned down, so no banner.
  await expect(page.getByText(/awaiting approval|were rejected|was rejected/)).toHaveCount(0);

  const thisMonth = new Date().toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const earnings = page.getByRole('table', { name: 'Earnings by month' });
  await expect(earnings.getByRole('row')).toHaveCount(7);
  await expect(earnings.getByRole('row', { name: new RegExp(`^${thisMonth}`) })).toContainText('$75.00');
  await expect(page.getByRole('figure', { name: 'Earnings Overview' })).toBeAttached();
  await expect(page.getByText('No listings yet')).toBeVisible();

  const activity = page.getByRole('region', { name: 'Recent Activity' });
  await expect(activity.getByText('Offer accepted')).toBeVisible();
  await expect(activity.getByText('Deal completed')).toBeVisible();
  await expect(activity.getByRole('link', { name: /Offer accepted/ })).toHaveAttribute(
    'href',
    `/proposals/${proposal.id}`,
  );
  await expect(activity.getByText(/Just now|minutes? ago/).first()).toBeVisible();

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    expect(await findSeriousViolations(page), colorScheme).toEqual([]);
  }
});

test('a visitor opening /dashboard lands on the home page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test("'Needs your action' follows another member's proposal live, and leads to it", async ({ page, browser }) => {
  const listing = await createOwnerWithListing(
    page.request,
    { title: uniqueTitle('Piano lessons'), paymentTypes: ['cash'] },
    'Olive Owner',
  );
  const streamOpen = page.waitForResponse((response) => response.url().includes('/api/events'));
  await page.goto('/dashboard');
  await streamOpen;
  const panel = page.getByRole('region', { name: 'Needs your action' });
  await expect(panel.getByText('Nothing needs your action right now.')).toBeVisible();

  // Another member, in a browser of their own, sends a proposal on the listing.
  const other = await browser.newContext();
  try {
    await signUpThroughApi(other.request, newMember({ fullName: 'Sam Sender' }));
    const proposal = await post(other.request, `/api/offers/${listing.id}/proposals`, {
      paymentMethods: ['cash'],
      fullName: 'Sam Sender',
      email: 'sam@example.com',
      cashAmountCents: 4500,
      message: 'Could we start next week?',
    });

    const item = panel.getByRole('link', { name: /Answer the proposal/ });
    await expect(item).toContainText(listing.title);
    await expect(item).toContainText('Sam Sender is waiting for your answer');
    await expect(panel.getByText('Nothing needs your action right now.')).toBeHidden();

    // Withdrawn on their side: gone from the owner's panel without a reload.
    await post(other.request, `/api/proposals/${proposal.id}/cancel`);
    await expect(item).toBeHidden();
    await expect(panel.getByText('Nothing needs your action right now.')).toBeVisible();

    const again = await post(other.request, `/api/offers/${listing.id}/proposals`, {
      paymentMethods: ['cash'],
      fullName: 'Sam Sender',
      email: 'sam@example.com',
      cashAmountCents: 5000,
      message: 'A little more, then.',
    });
    await item.click();
    await expect(page).toHaveURL(`/proposals/${again.id}`);
  } finally {
    await other.close();
  }
});
