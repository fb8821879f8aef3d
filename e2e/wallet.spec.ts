import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { accountMenuButton, newMember, signUpThroughApi } from './fixtures/accounts.ts';
import { earnCoinsInDeal } from './fixtures/earned-coins.ts';

// The wallet's journeys on the built-in test checkout (no payment provider is configured in e2e). Each test makes
// its own member, who starts with $0.00 and 0 DC.

function section(page: Page, name: string) {
  return page.getByRole('region', { name });
}

/** The figure shown for a balance ('Cash Balance', 'Dragon Coins') in the wallet's summary. */
function balance(page: Page, label: string) {
  return page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

function agreeToTerms(page: Page, sectionName: string) {
  return section(page, sectionName).getByRole('checkbox', { name: 'I agree to the Terms of Use' }).check();
}

/** Buys a pack on the test checkout and returns to the wallet from the success page. */
async function buyPack(page: Page, coins: number, price: string) {
  await agreeToTerms(page, 'Buy Dragon Coins');
  await page.getByRole('button', { name: `Buy ${coins} DC` }).click();

  await expect(page.getByText('Test mode - no real payment')).toBeVisible();
  await expect(page.getByText(`${coins} Dragon Coins`, { exact: true })).toBeVisible();
  await expect(page.getByText(price, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText(`${coins} Dragon Coins`, { exact: true })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'My Wallet' }).click();
  await expect(page.getByRole('heading', { name: 'My Wallet', level: 1 })).toBeVisible();
}

test('a member buys 100 DC on the test checkout; only the coins they earn in a deal convert to cash', async ({
  page,
}) => {
  await signUpThroughApi(page.request, newMember());
  await page.goto('/dashboard/wallet');

  await expect(balance(page, 'Cash Balance')).toHaveText('$0.00');
  await expect(balance(page, 'Dragon Coins')).toHaveText('0 DC');
  await expect(balance(page, 'Subscription')).toHaveText('No active subscription');
  // Nothing to convert or withdraw yet: those options cannot be chosen.
  await expect(page.getByRole('button', { name: 'Convert 100 DC' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Withdraw $25' })).toBeDisabled();

  await page.getByRole('button', { name: 'Buy 100 DC' }).click();
  await expect(section(page, 'Buy Dragon Coins').getByRole('alert')).toHaveText(
    'You must agree to the Terms of Use before making a purchase.',
  );

  await buyPack(page, 100, '$10.00');
  await expect(balance(page, 'Dragon Coins')).toHaveText('100 DC');
  const orders = section(page, 'Recent Orders');
  await expect(orders.getByRole('row', { name: /100 Dragon Coins/ })).toContainText('Paid');
  await expect(orders.getByRole('row', { name: /100 Dragon Coins/ })).toContainText('$10.00');
  await expect(section(page, 'Recent Transactions')).toContainText('+100 DC');

  const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(serious.map((violation) => violation.id)).toEqual([]);

  // Bought coins never convert: the button says why it cannot be used.
  const convert = section(page, 'Convert Coins');
  const notEarned = 'Only coins earned in deals can be converted: you have 0 DC';
  await expect(convert.getByText('Convertible: 0 DC')).toBeVisible();
  await expect(convert.getByRole('button', { name: 'Convert 100 DC' })).toBeDisabled();
  await expect(convert.getByRole('button', { name: 'Convert 100 DC' })).toHaveAccessibleDescription(notEarned);
  await expect(convert.getByRole('button', { name: 'Convert 500 DC' })).toHaveAccessibleDescription(
    'Not enough Dragon Coins',
  );

  await earnCoinsInDeal(page.request, 100);
  await page.reload();
  await expect(balance(page, 'Dragon Coins')).toHaveText('200 DC');
  await expect(convert.getByText('Convertible: 100 DC')).toBeVisible();
  await convert.getByRole('button', { name: 'Convert 100 DC' }).click();
  await expect(convert.getByRole('alert')).toHaveText('You must agree to the Terms of Use before converting.');

  await agreeToTerms(page, 'Convert Coins');
  await expect(convert.getByRole('alert')).toHaveCount(0);
  // The rate and what each step pays are the server's (decision 031): $9.00 per 100 DC by default.
  await expect(convert.getByText('Turn Dragon Coins earned in deals into cash at $9.00 per 100 DC.')).toBeVisible();
  await expect(convert.getByText('Gives $9.00')).toBeVisible();
  await expect(convert.getByText('Gives $45.00')).toBeVisible();
  await convert.getByRole('button', { name: 'Convert 100 DC' }).click();
  await expect(convert.getByRole('status')).toHaveText('Converted 100 DC to $9.00');
  await expect(balance(page, 'Cash Balance')).toHaveText('$9.00');
  await expect(balance(page, 'Dragon Coins')).toHaveText('100 DC');
  await expect(convert.getByText('Convertible: 0 DC')).toBeVisible();
  await expect(convert.getByRole('button', { name: 'Convert 100 DC' })).toBeDisabled();
  await expect(convert.getByRole('button', { name: 'Convert 100 DC' })).toHaveAccessibleDescription(notEarned);
  // $9 is not enough for the smallest withdrawal.
  await expect(page.getByRole('button', { name: 'Withdraw $25' })).toBeDisabled();

  // The header's menu reads the same balances.
  await accountMenuButton(page).click();
  await expect(page.getByRole('menu')).toContainText('$9.00');
  await expect(page.getByRole('menu')).toContainText('100 DC');
});

test('a member with $54 withdraws $25: the request is pending and the cash is held', async ({ page }) => {
  await signUpThroughApi(page.request, newMember());
  await page.goto('/dashboard/wallet');

  await earnCoinsInDeal(page.request, 500);
  await earnCoinsInDeal(page.request, 100);
  await page.reload();
  await expect(balance(page, 'Dragon Coins')).toHaveText('600 DC');
  await agreeToTerms(page, 'Convert Coins');
  await page.getByRole('button', { name: 'Convert 500 DC' }).click();
  await expect(section(page, 'Convert Coins').getByRole('status')).toHaveText('Converted 500 DC to $45.00');
  await page.getByRole('button', { name: 'Convert 100 DC' }).click();
  await expect(section(page, 'Convert Coins').getByRole('status')).toHaveText('Converted 100 DC to $9.00');
  await expect(balance(page, 'Cash Balance')).toHaveText('$54.00');

  const withdraw = section(page, 'Withdraw Cash');
  await withdraw.getByRole('button', { name: 'Withdraw $25' }).click();
  await expect(withdraw.getByRole('alert')).toHaveText('You must agree to the Terms of Use before withdrawing.');

  await agreeToTerms(page, 'Withdraw Cash');
  await withdraw.getByRole('button', { name: 'Withdraw $25' }).click();
  await expect(withdraw.getByRole('status')).toContainText('Withdrawal of $25 requested');
  await expect(balance(page, 'Cash Balance')).toHaveText('$29.00');
  // $29 left: a second $25 is possible, $50 no longer.
  await expect(withdraw.getByRole('button', { name: 'Withdraw $50' })).toBeDisabled();
  await expect(withdraw.getByRole('button', { name: 'Withdraw $25' })).toBeEnabled();

  const request = section(page, 'Withdrawals').getByRole('row', { name: /\$25\.00/ });
  await expect(request).toContainText('Pending');
  await expect(request).toContainText('Not yet');
});

test('cancelling on the test checkout ends on Payment Cancelled and the order reads cancelled', async ({ page }) => {
  await signUpThroughApi(page.request, newMember());
  await page.goto('/dashboard/wallet');

  await agreeToTerms(page, 'Buy Dragon Coins');
  await page.getByRole('button', { name: 'Buy 1000 DC' }).click();
  await expect(page.getByText('Test mode - no real payment')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('link', { name: 'Browse Services' })).toHaveAttribute('href', '/browse');
  await page.getByRole('link', { name: 'Try Again' }).click();

  await expect(page).toHaveURL(/\/dashboard\/wallet$/);
  await expect(section(page, 'Recent Orders').getByRole('row', { name: /1000 Dragon Coins/ })).toContainText(
    'Cancelled',
  );
  await expect(balance(page, 'Dragon Coins')).toHaveText('0 DC');
});

test('an unknown test checkout says so and leads back to the wallet', async ({ page }) => {
  await signUpThroughApi(page.request, newMember());
  await page.goto('/checkout/test/00000000-0000-4000-8000-000000000000');

  await expect(page.getByRole('heading', { name: 'Checkout not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to My Wallet' }).click();
  await expect(page.getByRole('heading', { name: 'My Wallet', level: 1 })).toBeVisible();
});
