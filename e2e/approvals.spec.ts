// An admin's approval in the panel, seen live by the listing's owner in another browser: the notification arrives
// over the event stream, so the badge and the toast appear without a reload, and the owner's other tab follows along;
// the listing is then live on /browse.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newMember, signUpThroughApi } from './fixtures/accounts.ts';
import { openAdminPanel, signInAsAdmin } from './fixtures/admin.ts';
import { postListing, uniqueTitle } from './fixtures/listings.ts';

async function searchBrowse(page: Page, title: string): Promise<void> {
  await page.goto('/browse');
  await page.getByRole('searchbox', { name: 'Search listings' }).fill(title);
  await expect(page).toHaveURL(/\/browse\?q=/);
}

async function readUnreadCount(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/notifications');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { unreadCount: number }).unreadCount;
}

test('the admin approves a listing in the panel; the owner sees it arrive live, then marks all read; their other tab follows; it is on /browse', async ({
  browser,
}) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);

  // A fresh owner's listing waiting for review is the test's setup; approving it is the admin's work in the panel.
  const ownerContext = await browser.newContext();
  const page = await ownerContext.newPage();
  await signUpThroughApi(page.request, newMember({ fullName: 'Approved Owner' }));
  const pending = await postListing(page.request, { title: uniqueTitle('Birthday party planning') });
  const unreadBefore = await readUnreadCount(page.request);

  const otherTab = await ownerContext.newPage();
  for (const tab of [page, otherTab]) {
    const streamOpen = tab.waitForResponse((response) => response.url().endsWith('/api/events'));
    await tab.goto('/');
    await streamOpen;
  }
  // Marks this document: if the page reloaded, the mark would be gone.
  await page.evaluate("document.body.setAttribute('data-before-approval', 'yes')");

  // Not live yet: /browse has nothing by that title.
  await searchBrowse(admin, pending.title);
  await expect(admin.getByText('No services found')).toBeVisible();

  await openAdminPanel(admin, 'offers');
  const offers = admin.getByRole('tabpanel', { name: 'Offers' });
  await offers.getByRole('searchbox', { name: 'Search Offers' }).fill(pending.title);
  const row = offers.getByRole('row').filter({ hasText: pending.title });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('combobox', { name: `Status of ${pending.title}` })).toHaveValue('pending');
  const approval = admin.waitForResponse((response) =>
    response.url().endsWith(`/api/admin/offers/${pending.id}/approve`),
  );
  await row.getByRole('button', { name: `Approve ${pending.title}` }).click();
  expect((await approval).status()).toBe(200);
  await expect(row.getByRole('combobox', { name: `Status of ${pending.title}` })).toHaveValue('active');
  await expect(row.getByRole('button', { name: `Approve ${pending.title}` })).toHaveCount(0);

  await expect(page.getByText(`Your listing "${pending.title}" has been approved and is now live.`)).toBeVisible();
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(`Notifications, ${unreadBefore + 1} unread`);
  await expect(page.locator('body')).toHaveAttribute('data-before-approval', 'yes');
  const otherBell = otherTab.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(otherBell).toHaveAccessibleName(`Notifications, ${unreadBefore + 1} unread`);

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('Listing Approved')).toBeVisible();
  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  expect(await readUnreadCount(page.request)).toBe(0);
  // Read in one tab, read in the other, without a reload.
  await expect(otherBell).toHaveAccessibleName('Notifications');

  // Live: anyone searching /browse for its title finds it.
  await searchBrowse(admin, pending.title);
  await expect(admin.getByRole('main').getByRole('heading', { level: 3 })).toHaveText([pending.title]);

  await adminContext.close();
  await ownerContext.close();
});
