// An admin's approval, seen live by the listing's owner in another browser: the notification arrives over the
// event stream, so the badge and the toast appear without a reload, and the owner's other tab follows along.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { demoAdmin, demoPassword } from './fixtures/accounts.ts';

type PendingOffer = { id: string; title: string; owner: { email: string } };

async function signInThroughApi(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/auth/sign-in', { data: { email, password: demoPassword } });
  expect(response.status(), await response.text()).toBe(200);
}

async function readUnreadCount(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/notifications');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { unreadCount: number }).unreadCount;
}

test('the owner sees the approval of their listing arrive live, then marks all read; their other tab follows', async ({
  browser,
}) => {
  const adminContext = await browser.newContext();
  const admin = adminContext.request;
  await signInThroughApi(admin, demoAdmin);
  const queue = await admin.get('/api/admin/offers?status=pending&pageSize=100');
  expect(queue.status()).toBe(200);
  const [pending] = ((await queue.json()) as { items: PendingOffer[] }).items;
  if (!pending) throw new Error('the demo data has no pending listing to approve');

  const ownerContext = await browser.newContext();
  const page = await ownerContext.newPage();
  await signInThroughApi(page.request, pending.owner.email);
  const unreadBefore = await readUnreadCount(page.request);

  const otherTab = await ownerContext.newPage();
  for (const tab of [page, otherTab]) {
    const streamOpen = tab.waitForResponse((response) => response.url().endsWith('/api/events'));
    await tab.goto('/');
    await streamOpen;
  }
  // Marks this document: if the page reloaded, the mark would be gone.
  await page.evaluate("document.body.setAttribute('data-before-approval', 'yes')");

  const approval = await admin.post(`/api/admin/offers/${pending.id}/approve`);
  expect(approval.status(), await approval.text()).toBe(200);

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

  await adminContext.close();
  await ownerContext.close();
});
