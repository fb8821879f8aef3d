import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { accountMenuButton, newMember, signUpThroughApi } from './fixtures/accounts.ts';
import { signInAsAdmin } from './fixtures/admin.ts';
import { earnCoinsInDeal } from './fixtures/earned-coins.ts';
import { openLive } from './fixtures/live.ts';

// Point 1 of issue 20: every money change shows at once, without a reload, in the member's other tab (header, wallet,
// dashboard) and in an admin's panel (stats row, Withdrawals, Transactions). One member has two tabs of one browser
// context; the admin and a second member (who sells for coins) have their own. Each test makes its own members.

test.setTimeout(420_000);

function section(page: Page, name: string) {
  return page.getByRole('region', { name });
}

/** The figure shown beside a term: a wallet balance, a dashboard card, a stat of the admin's row. */
function figure(page: Page, label: string) {
  return page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

async function post<T = unknown>(request: APIRequestContext, url: string, data?: object): Promise<T> {
  const response = await request.post(url, data ? { data } : {});
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function expectHeaderBalances(page: Page, cash: string, coins: string): Promise<void> {
  await accountMenuButton(page).click();
  await expect(page.getByRole('menu')).toContainText(cash);
  await expect(page.getByRole('menu')).toContainText(coins);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}

async function readTotalTransactions(admin: Page): Promise<number> {
  return Number((await figure(admin, 'Total Transactions').textContent())?.replace(/,/g, '') ?? NaN);
}

test('each money change shows in the other tab and in the admin panel without a reload', async ({ browser }) => {
  const suffix = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const memberContext = await browser.newContext();
  const tab = await memberContext.newPage();
  const other = await memberContext.newPage();
  const member = newMember({ fullName: `Live Money ${suffix}` });
  await signUpThroughApi(tab.request, member);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const sellerContext = await browser.newContext();
  await signUpThroughApi(sellerContext.request, newMember({ fullName: `Live Seller ${suffix}` }));

  await openLive(other, '/dashboard/wallet');
  await expect(figure(other, 'Dragon Coins')).toHaveText('0 DC');
  await openLive(admin, '/admin?tab=withdrawals');
  await expect(admin.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  await expect(figure(admin, 'Total Transactions')).toHaveText(/^\d[\d,]*$/);
  const transactionsBefore = await readTotalTransactions(admin);

  // A purchase paid on the test checkout in the first tab.
  await tab.goto('/dashboard/wallet');
  await section(tab, 'Buy Dragon Coins').getByRole('checkbox', { name: 'I agree to the Terms of Use' }).check();
  await tab.getByRole('button', { name: 'Buy 500 DC' }).click();
  await tab.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(tab.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

  await expect(figure(other, 'Dragon Coins')).toHaveText('500 DC');
  await expect(section(other, 'Recent Orders').getByRole('row', { name: /500 Dragon Coins/ })).toContainText('Paid');
  await expectHeaderBalances(other, '$0.00', '500 DC');
  await expect.poll(() => readTotalTransactions(admin)).toBeGreaterThan(transactionsBefore);

  // Bought coins do not convert; coins earned in deals (buyers pay the member 500 and 100 DC) do.
  const conversion = { coins: 500, acceptTerms: true };
  const boughtOnly = await tab.request.post('/api/wallet/convert', {
    data: { ...conversion, requestId: crypto.randomUUID() },
  });
  expect(boughtOnly.status()).toBe(400);
  expect(((await boughtOnly.json()) as { error: { message: string } }).error.message).toBe(
    'Only coins earned in deals can be converted; you can convert up to 0 DC',
  );
  const convertible = section(other, 'Convert Coins');
  await expect(convertible.getByText('Convertible: 0 DC')).toBeVisible();
  await earnCoinsInDeal(tab.request, 500);
  await earnCoinsInDeal(tab.request, 100);
  await expect(figure(other, 'Dragon Coins')).toHaveText('1,100 DC');
  await expect(convertible.getByText('Convertible: 600 DC')).toBeVisible();
  // At the settings' $9 per 100 DC: $45 and $9.
  await post(tab.request, '/api/wallet/convert', { ...conversion, requestId: crypto.randomUUID() });
  await post(tab.request, '/api/wallet/convert', { coins: 100, acceptTerms: true, requestId: crypto.randomUUID() });
  await expect(figure(other, 'Cash Balance')).toHaveText('$54.00');
  await expect(figure(other, 'Dragon Coins')).toHaveText('500 DC');
  await expect(convertible.getByText('Convertible: 0 DC')).toBeVisible();
  await expectHeaderBalances(other, '$54.00', '500 DC');

  // A withdrawal requested: pending for both; the admin pays it.
  const withdraw = () =>
    post<{ withdrawal: { id: string } }>(tab.request, '/api/wallet/withdrawals', {
      amountCents: 2500,
      acceptTerms: true,
      requestId: crypto.randomUUID(),
    });
  const first = await withdraw();
  const adminRow = admin.getByRole('row', { name: new RegExp(member.fullName) });
  await expect(adminRow).toHaveCount(1);
  await expect(adminRow).toContainText('Pending');
  const memberWithdrawals = section(other, 'Withdrawals');
  await expect(memberWithdrawals.getByRole('row', { name: /\$25\.00/ })).toContainText('Pending');
  await expect(figure(other, 'Cash Balance')).toHaveText('$29.00');

  await post(admin.request, `/api/admin/withdrawals/${first.withdrawal.id}/pay`);
  await expect(adminRow).toContainText('Paid');
  await expect(memberWithdrawals.getByRole('row', { name: /\$25\.00/ })).toContainText('Paid');

  // Another, rejected: the cash comes back.
  const second = await withdraw();
  await expect(figure(other, 'Cash Balance')).toHaveText('$4.00');
  await expect(adminRow.filter({ hasText: 'Pending' })).toHaveCount(1);
  await post(admin.request, `/api/admin/withdrawals/${second.withdrawal.id}/reject`);
  await expect(adminRow.filter({ hasText: 'Rejected' })).toHaveCount(1);
  await expect(memberWithdrawals.getByRole('row').filter({ hasText: 'Rejected' })).toHaveCount(1);
  await expect(figure(other, 'Cash Balance')).toHaveText('$29.00');
  await expectHeaderBalances(other, '$29.00', '500 DC');

  // A coins deal settled with a second member, watched on the dashboard and in the admin's Transactions.
  const order = await post<{ url: string }>(tab.request, '/api/wallet/checkout', { coins: 100, acceptTerms: true });
  await post(tab.request, `/api/wallet/test-checkout/${order.url.split('/').at(-1)}/pay`);
  const title = `Live coins lessons ${suffix}`;
  const listing = await post<{ id: string }>(sellerContext.request, '/api/offers', {
    kind: 'service',
    title,
    category: 'Event Planning',
    description: 'Lessons paid in Dragon Coins, to watch the money move live.',
    price: { coins: 50 },
    paymentTypes: ['coins'],
  });
  const approved = await admin.request.patch(`/api/admin/offers/${listing.id}/status`, { data: { status: 'active' } });
  expect(approved.ok(), await approved.text()).toBe(true);
  const proposal = await post<{ id: string }>(tab.request, `/api/offers/${listing.id}/proposals`, {
    paymentMethods: ['coins'],
    coinAmount: 50,
    fullName: member.fullName,
    email: member.email,
    message: 'Paying in coins.',
  });
  await openLive(other, '/dashboard');
  await expect(figure(other, 'Dragon Coins')).toHaveText('600 DC');
  await openLive(admin, '/admin?tab=transactions');
  await admin.getByRole('searchbox', { name: 'Search Transactions' }).fill(title);
  await expect(admin.getByText('No transactions found')).toBeVisible();

  // Accepting holds the payer's coins: they leave the available balance, live, and the admin sees the hold.
  await post(sellerContext.request, `/api/proposals/${proposal.id}/accept`);
  await expect(figure(other, 'Dragon Coins')).toHaveText('550 DC');
  await expectHeaderBalances(other, '$29.00', '550 DC');
  // One row per movement: the hold's two sides are one.
  await expect(admin.getByRole('row', { name: new RegExp(`^Held for deal: ${title}`) })).toHaveCount(1);

  // Delivered and confirmed, the hold goes to the seller: the payer's available coins stay as they were.
  await post(sellerContext.request, `/api/proposals/${proposal.id}/deliver`);
  await post(tab.request, `/api/proposals/${proposal.id}/complete`);
  const dealRows = admin.getByRole('row', { name: new RegExp(`^Deal: ${title}`) });
  await expect(dealRows).toHaveCount(1);
  await expect(figure(other, 'Dragon Coins')).toHaveText('550 DC');

  // The deal owns its hold and release: an admin cannot reverse them.
  const listed = await admin.request.get(`/api/admin/transactions?q=${encodeURIComponent(title)}&page=1&pageSize=25`);
  expect(listed.ok(), await listed.text()).toBe(true);
  const { items } = (await listed.json()) as { items: { id: string; type: string; kind: string }[] };
  const received = items.find((entry) => entry.kind === 'release')!;
  const refused = await admin.request.post(`/api/admin/transactions/${received.id}/reverse`);
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('DEAL_HOLD');

  await Promise.all([memberContext.close(), adminContext.close(), sellerContext.close()]);
});
