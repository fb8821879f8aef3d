// The admin panel as an admin uses it. Every journey works on fresh members only: it approves, creates and suspends
// nothing that other journeys read, and leaves maintenance mode alone (the maintenance journey owns it).
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { newMember, signUpThroughApi } from './fixtures/accounts.ts';
import { signInAsAdmin } from './fixtures/admin.ts';
import { earnCoinsInDeal } from './fixtures/earned-coins.ts';

async function openAdminPanel(page: Page, tab?: string): Promise<void> {
  await signInAsAdmin(page);
  await page.goto(tab ? `/admin?tab=${tab}` : '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
}

/** The part of a fresh address no other member shares: what an admin would type to find them. */
function uniquePart(email: string): string {
  return email.split('@')[0]?.split('-').at(-1) ?? email;
}

async function sendFeedback(request: APIRequestContext, content: string): Promise<void> {
  const response = await request.post('/api/feedback', { data: { type: 'bug', content, rating: 4 } });
  expect(response.status(), await response.text()).toBe(201);
}

test('the admin sees the stats and the system status on the overview', async ({ page }) => {
  await openAdminPanel(page);

  const stats = page.locator('dl').first();
  const figures = stats.getByRole('definition');
  for (const [index, label] of ['Total Users', 'Active Offers', 'Total Transactions'].entries()) {
    await expect(stats.getByRole('term').nth(index)).toHaveText(label);
    await expect(figures.nth(index)).toHaveText(/^\d[\d,]*$/);
  }
  await expect(stats.getByRole('term').nth(3)).toHaveText('Total Revenue');
  await expect(figures.nth(3)).toHaveText(/^\$[\d,]+\.\d{2}$/);

  await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  const activity = page.locator('div', { has: page.getByRole('heading', { name: 'Recent Activity' }) }).last();
  // The demo data may hold no admin action yet; the suspension journey below checks an entry's wording.
  await expect(activity.getByRole('listitem').first().or(activity.getByText('No admin actions yet.'))).toBeVisible();
  await expect(activity.getByRole('alert')).toHaveCount(0);
  expect(await activity.getByRole('listitem').count()).toBeLessThanOrEqual(5);
  const status = page.locator('div', { has: page.getByRole('heading', { name: 'System Status' }) }).last();
  const maintenance = status.locator('div', { has: page.getByText('Maintenance Mode', { exact: true }) }).last();
  await expect(maintenance.getByText('OFF', { exact: true })).toBeVisible();
  await expect(status.getByText('Auto Approve', { exact: true })).toBeVisible();
  await expect(status.getByText(/^(ON|OFF)$/)).toHaveCount(2);

  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\?tab=users$/);
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('the admin finds a member by part of their email, suspends them, and their open page says so; then reactivates', async ({
  page,
  browser,
}) => {
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const member = await signUpThroughApi(memberPage.request, newMember({ fullName: 'Suspend Me Member' }));
  await memberPage.goto('/dashboard');
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await openAdminPanel(page, 'users');
  await page.getByRole('searchbox', { name: 'Search Users' }).fill(uniquePart(member.email));
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Suspend ${member.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend User' });
  await expect(dialog.getByLabel('Reason')).toHaveValue('Admin action');
  await dialog.getByLabel('Reason').fill('Spam reported by other members');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(row.getByText('Spam reported by other members')).toBeVisible();

  // The member's open page learns of it without their doing anything, or at the latest on their next visit.
  await expect(async () => {
    await expect(memberPage.getByRole('heading', { name: 'Account Suspended' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 15_000 });

  await row.getByRole('button', { name: `Reactivate ${member.email}` }).click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  // The member's open page lets them back in without their doing anything (its event stream reconnects).
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });

  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByText('reactivated a member').first()).toBeVisible();
  await memberContext.close();
});

test('an admin list keeps its search, filter and page in the address, so reload and Back keep them', async ({
  page,
}) => {
  const member = await signUpThroughApi(page.request, newMember({ fullName: 'Address Kept Member' }));
  await openAdminPanel(page, 'users');
  const search = page.getByRole('searchbox', { name: 'Search Users' });
  await search.fill(uniquePart(member.email));
  await expect(page).toHaveURL(new RegExp(`[?&]q=${uniquePart(member.email)}`));
  await expect(page.getByRole('row').filter({ hasText: member.email })).toHaveCount(1);

  await page.getByRole('combobox', { name: 'Filter Users by status' }).selectOption('suspended');
  await expect(page).toHaveURL(/[?&]status=suspended/);
  await expect(page.getByText('No users found')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Users', selected: true })).toBeVisible();
  await expect(search).toHaveValue(uniquePart(member.email));
  await expect(page.getByRole('combobox', { name: 'Filter Users by status' })).toHaveValue('suspended');
  await expect(page.getByText('No users found')).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Filter Users by status' })).toHaveValue('');
  await expect(page.getByRole('row').filter({ hasText: member.email })).toHaveCount(1);
});

test('Back leaves a tab for the tab opened before it, one step per tab', async ({ page }) => {
  await openAdminPanel(page);
  for (const tab of ['Users', 'Reports']) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('tab', { name: tab, exact: true, selected: true })).toBeVisible();
  }
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Users', exact: true, selected: true })).toBeVisible();
  await expect(page).toHaveURL(/[?&]tab=users$/);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
});

test('the admin makes a member an administrator only once they confirm, and takes it back', async ({ page }) => {
  const member = await signUpThroughApi(page.request, newMember({ fullName: 'Promote Me Member' }));
  await openAdminPanel(page, 'users');
  await page.getByRole('searchbox', { name: 'Search Users' }).fill(uniquePart(member.email));
  const row = page.getByRole('row').filter({ hasText: member.email });
  const role = row.getByRole('combobox', { name: `Role of ${member.email}` });
  await expect(role).toHaveValue('user');

  await role.selectOption('admin');
  const promote = page.getByRole('alertdialog', { name: 'Make Administrator' });
  await expect(promote).toContainText(`${member.email} can then run the whole platform`);
  await promote.getByRole('button', { name: 'Cancel' }).click();
  await expect(role).toHaveValue('user');

  await role.selectOption('admin');
  await promote.getByRole('button', { name: 'Make Administrator' }).click();
  await expect(promote).toBeHidden();
  await expect(role).toHaveValue('admin');

  await role.selectOption('user');
  await page
    .getByRole('alertdialog', { name: 'Remove Administrator' })
    .getByRole('button', { name: 'Remove Administrator' })
    .click();
  await expect(role).toHaveValue('user');

  // Recent Activity shows only the newest five entries, which admin actions of tests running alongside can push
  // this one out of; the audit log itself must hold both changes, newest first.
  const found = await page.request.get(`/api/admin/users?q=${encodeURIComponent(member.email)}`);
  const memberId = ((await found.json()) as { items: { id: string }[] }).items[0]?.id;
  expect(memberId).toBeTruthy();
  const audit = await page.request.get('/api/admin/audit?page=1&pageSize=50');
  const entries = (
    (await audit.json()) as { items: { action: string; targetId: string | null; details: object }[] }
  ).items.filter((entry) => entry.targetId === memberId);
  expect(entries.map(({ action, details }) => ({ action, details }))).toEqual([
    { action: 'user.role', details: { role: 'user', previousRole: 'admin' } },
    { action: 'user.role', details: { role: 'admin', previousRole: 'user' } },
  ]);
});

test("a member's feedback reaches the Feedback tab, where the admin marks it reviewed", async ({ page, browser }) => {
  const memberContext = await browser.newContext();
  await signUpThroughApi(memberContext.request);
  const marker = `marker${Date.now().toString(36)}`;
  const content = `The ${marker} page shows the wrong balance after converting coins.`;
  await sendFeedback(memberContext.request, content);
  await memberContext.close();

  await openAdminPanel(page, 'feedback');
  await page.getByRole('searchbox', { name: 'Search Feedback' }).fill(marker);
  const row = page.getByRole('row').filter({ hasText: marker });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Rating: 4/5')).toBeVisible();
  const status = row.getByRole('combobox', { name: /^Status of feedback/ });
  await expect(status).toHaveValue('pending');
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes('/api/admin/feedback/'),
  );
  await status.selectOption('reviewed');
  const answer = await saved;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(status).toHaveValue('reviewed');

  // The server's word, not the select's own state.
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search Feedback' }).fill(marker);
  await expect(page.getByRole('row').filter({ hasText: marker }).getByRole('combobox')).toHaveValue('reviewed');
});

async function reportMessageThroughApi(
  senderRequest: APIRequestContext,
  reporterRequest: APIRequestContext,
  content: string,
): Promise<void> {
  const reporterId = ((await (await reporterRequest.get('/api/me')).json()) as { id: string }).id;
  const started = await senderRequest.post('/api/conversations', { data: { participantId: reporterId } });
  expect(started.ok(), await started.text()).toBe(true);
  const { id: conversationId } = (await started.json()) as { id: string };
  const sent = await senderRequest.post(`/api/conversations/${conversationId}/messages`, { data: { content } });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id: messageId } = (await sent.json()) as { id: string };
  const reported = await reporterRequest.post(`/api/messages/${messageId}/report`, { data: { reason: 'Spam' } });
  expect(reported.status(), await reported.text()).toBe(201);
}

test("a reported admin's message offers no suspension, a member's does", async ({ page, browser }) => {
  const marker = Date.now().toString(36);
  const senderContext = await browser.newContext();
  const reporterContext = await browser.newContext();
  const sender = await signUpThroughApi(senderContext.request, newMember({ fullName: `Sender ${marker}` }));
  await signUpThroughApi(reporterContext.request, newMember({ fullName: `Reporter ${marker}` }));
  await reportMessageThroughApi(senderContext.request, reporterContext.request, `Buy followers ${marker}`);
  await senderContext.close();
  await reporterContext.close();

  await openAdminPanel(page, 'reports');
  const row = page.getByRole('row').filter({ hasText: `Buy followers ${marker}` });
  await expect(row.getByRole('button', { name: `Suspend sender ${sender.fullName}` })).toBeVisible();
  await expect(row.getByText('Admin', { exact: true })).toHaveCount(0);

  // The same sender made an admin: the server would refuse to suspend them from a report, so nothing offers it.
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'Search Users' }).fill(uniquePart(sender.email));
  await expect(page.getByRole('tabpanel', { name: 'Users' }).getByRole('status')).toHaveText('1-1 of 1 result');
  const userRow = page.getByRole('row').filter({ hasText: sender.email });
  await userRow.getByRole('combobox', { name: `Role of ${sender.email}` }).selectOption('admin');
  await page
    .getByRole('alertdialog', { name: 'Make Administrator' })
    .getByRole('button', { name: 'Make Administrator' })
    .click();
  await expect(userRow.getByRole('combobox', { name: `Role of ${sender.email}` })).toHaveValue('admin');

  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Suspend sender/ })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Dismiss the report/ })).toBeVisible();
});

test('every list tab loads its first page from the server, on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdminPanel(page);
  for (const [tab, heading] of [
    ['Users', 'Users'],
    ['Offers', 'Offers'],
    ['Transactions', 'Transactions'],
    ['Withdrawals', 'Withdrawals'],
    ['Feedback', 'Feedback'],
    ['Support', 'Support Requests'],
    ['Reports', 'Reports'],
  ] as const) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: tab });
    await expect(panel.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(panel.getByRole('status').filter({ hasText: /results?$/ })).toBeVisible();
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await expect(panel.getByRole('combobox', { name: `Filter ${heading} by status` })).toHaveValue('');
  }
  await page.getByRole('tab', { name: 'Platform Settings' }).click();
  const settings = page.getByRole('tabpanel', { name: 'Platform Settings' });
  for (const name of ['Maintenance Mode', 'Auto Approve Listings', 'Rate Limit Protection']) {
    await expect(settings.getByRole('switch', { name })).toBeVisible();
  }
  await expect(settings.getByRole('switch', { name: 'Maintenance Mode' })).not.toBeChecked();
});

/** Posts to the member's wallet API and expects the given status; the wallet's own journeys cover these screens. */
async function postToWallet(request: APIRequestContext, path: string, data: object, status = 200): Promise<unknown> {
  const response = await request.post(`/api/wallet/${path}`, { data });
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
}

test("the admin marks a member's $25 withdrawal paid, and the member's wallet says so", async ({ page, browser }) => {
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const member = await signUpThroughApi(memberPage.request, newMember({ fullName: 'Payout Member' }));
  const wallet = memberPage.request;
  // 500 DC earned in a deal, converted to $45 (the settings' $9 per 100 DC), of which $25 is asked for.
  await earnCoinsInDeal(wallet, 500);
  await postToWallet(wallet, 'convert', { coins: 500, acceptTerms: true, requestId: randomUUID() });
  await postToWallet(wallet, 'withdrawals', { amountCents: 2500, acceptTerms: true, requestId: randomUUID() }, 201);

  await memberPage.goto('/dashboard/wallet');
  const memberRequest = memberPage.getByRole('region', { name: 'Withdrawals' }).getByRole('row', { name: /\$25\.00/ });
  await expect(memberRequest).toContainText('Pending');
  await expect(memberRequest).toContainText('Not yet');

  await openAdminPanel(page, 'withdrawals');
  const withdrawals = page.getByRole('tabpanel', { name: 'Withdrawals' });
  await withdrawals.getByRole('combobox', { name: 'Filter Withdrawals by status' }).selectOption('pending');
  const row = withdrawals.getByRole('row').filter({ hasText: member.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('$25.00');
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Mark Paid: $25.00 for Payout Member' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Mark Withdrawal Paid' });
  await expect(confirm).toContainText('Confirm that $25.00 has been paid out to Payout Member.');
  await confirm.getByRole('button', { name: 'Mark Paid', exact: true }).click();
  await expect(confirm).toBeHidden();
  // Paid, it leaves the payout queue, and is listed among the paid ones.
  await expect(row).toHaveCount(0);
  await withdrawals.getByRole('combobox', { name: 'Filter Withdrawals by status' }).selectOption('paid');
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Mark Paid' })).toHaveCount(0);

  await memberPage.reload();
  await expect(memberRequest).toContainText('Paid');
  await expect(memberRequest).not.toContainText('Not yet');
  await expect(
    memberPage
      .getByRole('term')
      .filter({ hasText: /^Cash Balance$/ })
      .locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('$20.00');
  await memberContext.close();
});
