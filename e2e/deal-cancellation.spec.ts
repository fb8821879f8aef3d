// Calling off an accepted coins deal, with the payer and the provider each in a browser of their own: the payer asks
// with a reason and the provider agrees (the held coins go back), the provider cancels alone, and a request without
// a reason is refused and one with a reason kept. Every test makes its own members, listing and deal.
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { newMember, signUpThroughApi } from './fixtures/accounts.ts';
import { openAdminPanel, signInAsAdmin } from './fixtures/admin.ts';
import { findSeriousViolations } from './fixtures/axe.ts';
import { buyCoins, createOwnerWithListing, postOk, uniqueTitle } from './fixtures/listings.ts';
import { openLive } from './fixtures/live.ts';

const coinsOffered = 40;

let contexts: BrowserContext[] = [];

test.afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
});

type Deal = { payer: Page; provider: Page; path: string; providerEmail: string };

/** A provider's coins listing, a payer with 100 DC who proposes 40 on it, and the provider's acceptance. */
async function setUpAcceptedDeal(browser: Browser): Promise<Deal> {
  contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [providerContext, payerContext] = contexts as [BrowserContext, BrowserContext];
  const provider = await providerContext.newPage();
  const listing = await createOwnerWithListing(
    provider.request,
    { title: uniqueTitle('Dog walking'), paymentTypes: ['coins'], price: { coins: coinsOffered } },
    'Deal Provider',
  );
  const providerEmail = ((await (await provider.request.get('/api/me')).json()) as { email: string }).email;
  const payer = await payerContext.newPage();
  const member = await signUpThroughApi(payer.request, newMember({ fullName: 'Deal Payer' }));
  await buyCoins(payer.request);
  const { id } = await postOk<{ id: string }>(payer.request, `/api/offers/${listing.id}/proposals`, {
    paymentMethods: ['coins'],
    coinAmount: coinsOffered,
    fullName: member.fullName,
    email: member.email,
  });
  await postOk(provider.request, `/api/proposals/${id}/accept`);
  return { payer, provider, path: `/proposals/${id}`, providerEmail };
}

function proposalStatus(page: Page) {
  return page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /^Status: / });
}

function history(page: Page) {
  return page.getByRole('list', { name: 'History' }).getByRole('listitem');
}

/** The figure shown for a balance ('Dragon Coins', 'Held in deals') in the wallet's summary. */
function balance(page: Page, label: string) {
  return page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** Opens the reason dialog by its button, gives the reason and sends it with the dialog's submit button. */
async function giveReason(page: Page, button: string, dialogTitle: string, submit: string, reason: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: submit, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('the payer asks to cancel with a reason, the provider agrees live and the held coins go back', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { payer, provider, path } = await setUpAcceptedDeal(browser);
  const reason = 'My dog has moved in with my sister.';

  // Accepting held the payer's coins.
  await payer.goto('/dashboard/wallet');
  await expect(balance(payer, 'Dragon Coins')).toHaveText(`${100 - coinsOffered} DC`);
  await expect(balance(payer, 'Held in deals')).toHaveText(`${coinsOffered} DC`);
  await expect(payer.getByRole('group', { name: 'Coins held in deals' })).toContainText('Dog walking');

  await openLive(provider, path);
  await openLive(payer, path);
  await expect(proposalStatus(payer)).toHaveText('Status: Accepted');
  // Only the provider may cancel alone.
  await expect(payer.getByRole('button', { name: 'Cancel Deal' })).toHaveCount(0);
  await giveReason(payer, 'Request Cancellation', 'Request Cancellation', 'Send Request', reason);
  await expect(payer.getByText(`You asked to cancel this deal: "${reason}". Waiting for Deal Provider.`)).toBeVisible();
  await expect(payer.getByRole('button', { name: 'Request Cancellation' })).toHaveCount(0);
  await expect(payer.getByRole('button', { name: 'Agree to Cancel' })).toHaveCount(0);

  // The provider's page follows without a reload and offers the answers.
  await expect(provider.getByText(`Deal Payer asked to cancel this deal: "${reason}".`)).toBeVisible();
  await expect(provider.getByRole('button', { name: 'Keep the Deal' })).toBeVisible();
  expect(await findSeriousViolations(provider)).toEqual([]);
  await provider.getByRole('button', { name: 'Agree to Cancel' }).click();
  const confirm = provider.getByRole('alertdialog', { name: 'Agree to cancel this deal?' });
  await expect(confirm).toContainText(`The ${coinsOffered} Dragon Coins held for it go back to Deal Payer.`);
  await confirm.getByRole('button', { name: 'Agree to Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(proposalStatus(provider)).toHaveText('Status: Cancelled');

  // The payer sees it live: cancelled, who asked and why, and the reason in the timeline.
  await expect(proposalStatus(payer)).toHaveText('Status: Cancelled');
  await expect(payer.getByText(`You asked to cancel this deal: "${reason}", and Deal Provider agreed.`)).toBeVisible();
  await expect(history(payer)).toHaveText([
    /^Sent by Deal Payer/,
    /^Accepted by Deal Provider/,
    new RegExp(`^Cancellation asked for by Deal Payer.${reason.replaceAll('.', '\\.')}.`),
    /^Cancellation agreed by Deal Provider/,
  ]);

  // The held coins are available again.
  await payer.goto('/dashboard/wallet');
  await expect(balance(payer, 'Dragon Coins')).toHaveText('100 DC');
  await expect(balance(payer, 'Held in deals')).toHaveText('0 DC');
  await expect(payer.getByRole('group', { name: 'Coins held in deals' })).toHaveCount(0);
});

test('the provider cancels alone with a reason; the payer sees it and the admin counts it', async ({ browser }) => {
  test.setTimeout(120_000);
  const { payer, provider, path, providerEmail } = await setUpAcceptedDeal(browser);
  const reason = 'I broke my ankle and cannot walk dogs for a month.';

  await openLive(payer, path);
  await openLive(provider, path);
  await giveReason(provider, 'Cancel Deal', 'Cancel this deal?', 'Cancel Deal', reason);
  await expect(proposalStatus(provider)).toHaveText('Status: Cancelled');
  await expect(provider.getByText(`You cancelled this deal: "${reason}".`)).toBeVisible();

  await expect(proposalStatus(payer)).toHaveText('Status: Cancelled');
  await expect(payer.getByText(`Deal Provider cancelled this deal: "${reason}".`)).toBeVisible();
  await expect(history(payer).last()).toHaveText(/^Cancelled by Deal Provider.*I broke my ankle/);
  await expect(payer.getByRole('button', { name: 'Request Cancellation' })).toHaveCount(0);

  await payer.goto('/dashboard/wallet');
  await expect(balance(payer, 'Dragon Coins')).toHaveText('100 DC');
  await expect(balance(payer, 'Held in deals')).toHaveText('0 DC');

  // The admin's Users tab counts the deal the provider called off.
  const adminContext = await browser.newContext();
  contexts.push(adminContext);
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await openAdminPanel(admin, 'users');
  await admin.getByRole('searchbox', { name: 'Search Users' }).fill(providerEmail);
  const row = admin.getByRole('row').filter({ hasText: providerEmail });
  await expect(row.locator('td[data-label="Cancellations"]')).toHaveText('1');
});

test('a request needs a reason; the other party may keep the deal', async ({ browser }) => {
  const { payer, provider, path } = await setUpAcceptedDeal(browser);

  await openLive(payer, path);
  await provider.goto(path);
  await provider.getByRole('button', { name: 'Request Cancellation' }).click();
  const dialog = provider.getByRole('dialog', { name: 'Request Cancellation' });
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog.getByText('Please say why you want to cancel')).toBeVisible();
  await dialog.getByLabel('Reason').fill('   ');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog.getByText('Please say why you want to cancel')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Rain all week.');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog).toBeHidden();

  // The payer keeps the deal: the request is gone on both sides. The provider asked once and may not ask again; the
  // payer still may.
  await payer.getByRole('button', { name: 'Keep the Deal' }).click();
  await expect(payer.getByText('Deal Provider asked to cancel this deal: "Rain all week."')).toHaveCount(0);
  await expect(proposalStatus(payer)).toHaveText('Status: Accepted');
  await expect(history(payer).last()).toHaveText(/^Cancellation declined by Deal Payer/);
  await expect(history(provider).last()).toHaveText(/^Cancellation declined by Deal Payer/);
  await expect(provider.getByRole('button', { name: 'Request Cancellation' })).toHaveCount(0);
  await expect(payer.getByRole('button', { name: 'Request Cancellation' })).toBeVisible();
});
