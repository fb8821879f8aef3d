// Negotiating in the conversation, with each member in a browser of their own: the payer proposes, the provider
// counters from the proposal's card, the payer counters back, and the provider accepts. Each sees the other's
// counter-offer arrive without reloading, the older versions read Superseded, and accepting holds the agreed coins.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { newMember, signUpThroughApi } from './fixtures/accounts.ts';
import { findSeriousViolations } from './fixtures/axe.ts';
import { buyCoins, createOwnerWithListing, postOk, uniqueTitle } from './fixtures/listings.ts';
import { openLive } from './fixtures/live.ts';

let contexts: BrowserContext[] = [];

test.afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
});

/** A version's card in the conversation, found by its title ('Counter-offer by Nina Provider') and number. */
function versionCard(page: Page, title: string, version: number) {
  return page.getByRole('log').getByRole('article', { name: new RegExp(`^${title}: .*, version ${version}$`) });
}

// The dialog words the terms by the side of the one countering: the payer offers coins, the provider names a price.
const coinsLabels = { payer: 'Dragon Coins offered', provider: 'Your price in Dragon Coins' } as const;

/** Counters from a card: the dialog starts from the latest terms; the coins and a note on scope change. */
async function counterFromCard(
  card: ReturnType<typeof versionCard>,
  page: Page,
  side: keyof typeof coinsLabels,
  coins: number,
  note: string,
) {
  await card.getByRole('button', { name: 'Counter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a Counter-offer' });
  await expect(dialog.getByRole('checkbox', { name: 'Dragon Coins' })).toBeChecked();
  const coinsBox = dialog.getByLabel(coinsLabels[side]);
  await coinsBox.fill(String(coins));
  await dialog.getByLabel('Note on scope or date (optional)').fill(note);
  await dialog.getByRole('button', { name: 'Send Counter-offer' }).click();
  await expect(dialog).toBeHidden();
}

/** The figure shown for a balance ('Dragon Coins', 'Held in deals') in the wallet's summary. */
function balance(page: Page, label: string) {
  return page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

test('two members negotiate three rounds from the conversation cards, live, and the agreed coins are held', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [providerContext, payerContext] = contexts as [BrowserContext, BrowserContext];
  const provider = await providerContext.newPage();
  const title = uniqueTitle('Dog walking');
  const listing = await createOwnerWithListing(
    provider.request,
    { title, paymentTypes: ['coins', 'cash'], price: { coins: 40 } },
    'Nina Provider',
  );
  const providerId = ((await (await provider.request.get('/api/me')).json()) as { id: string }).id;

  // The payer says hello, then proposes 30 Dragon Coins: the proposal shows in their conversation.
  const payer = await payerContext.newPage();
  const member = await signUpThroughApi(payer.request, newMember({ fullName: 'Alex Payer' }));
  await buyCoins(payer.request);
  const conversation = await postOk<{ id: string }>(payer.request, '/api/conversations', {
    participantId: providerId,
  });
  await postOk(payer.request, `/api/conversations/${conversation.id}/messages`, {
    content: 'Hi Nina, could you walk Rex this week?',
  });
  const { id: proposalId } = await postOk<{ id: string }>(payer.request, `/api/offers/${listing.id}/proposals`, {
    paymentMethods: ['coins'],
    coinAmount: 30,
    fullName: member.fullName,
    email: member.email,
  });
  const chat = `/dashboard/messages?conversation=${conversation.id}`;
  await openLive(provider, chat);
  await openLive(payer, chat);

  // Round 1: the provider answers the proposal; the payer waits and may not accept their own offer.
  const proposalForProvider = versionCard(provider, 'Proposal by Alex Payer', 1);
  await expect(proposalForProvider).toContainText('30 Dragon Coins');
  await expect(proposalForProvider).toContainText('Your turn to answer');
  await expect(proposalForProvider.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    `/proposals/${proposalId}`,
  );
  const proposalForPayer = versionCard(payer, 'Proposal by Alex Payer', 1);
  await expect(proposalForPayer).toContainText('Waiting for Nina Provider to answer');
  await expect(proposalForPayer.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
  // The card sits after the payer's hello, by time.
  await expect(provider.getByRole('log').getByRole('listitem')).toHaveCount(2);
  await expect(provider.getByRole('log').getByRole('listitem').first()).toContainText('could you walk Rex');

  // The dialog checks the terms as the server does, and shows the server's refusal of a counter that changes nothing.
  await proposalForProvider.getByRole('button', { name: 'Counter', exact: true }).click();
  const dialog = provider.getByRole('dialog', { name: 'Make a Counter-offer' });
  await expect(dialog.getByLabel(coinsLabels.provider)).toHaveValue('30');
  await dialog.getByRole('button', { name: 'Send Counter-offer' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('A counter-offer must change at least one term');
  await dialog.getByLabel(coinsLabels.provider).fill('');
  await dialog.getByRole('button', { name: 'Send Counter-offer' }).click();
  await expect(dialog.getByText('Enter a whole number of Dragon Coins')).toBeVisible();
  expect(await findSeriousViolations(provider)).toEqual([]);
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog).toBeHidden();

  await counterFromCard(proposalForProvider, provider, 'provider', 50, 'Two walks a day');

  // Round 2: the counter-offer arrives live for the payer, with what changed; the first version is superseded.
  const counterForPayer = versionCard(payer, 'Counter-offer by Nina Provider', 2);
  await expect(counterForPayer).toContainText('50 Dragon Coins (changed)');
  await expect(counterForPayer).toContainText('Changed: Dragon Coins, Note on scope or date');
  await expect(counterForPayer).toContainText('Two walks a day');
  await expect(counterForPayer).toContainText('Your turn to answer');
  await expect(proposalForPayer).toContainText('Superseded');
  await expect(proposalForPayer.getByRole('button')).toHaveCount(0);
  expect(await findSeriousViolations(payer)).toEqual([]);
  await expect(versionCard(provider, 'Counter-offer by Nina Provider', 2)).toContainText(
    'Waiting for Alex Payer to answer',
  );

  await counterFromCard(counterForPayer, payer, 'payer', 45, 'Two walks a day, Monday to Friday');

  // Round 3: the payer's counter arrives live for the provider, who accepts it.
  const finalForProvider = versionCard(provider, 'Counter-offer by Alex Payer', 3);
  await expect(finalForProvider).toContainText('45 Dragon Coins (changed)');
  await expect(finalForProvider).toContainText('Your turn to answer');
  await expect(versionCard(provider, 'Counter-offer by Nina Provider', 2)).toContainText('Superseded');
  await finalForProvider.getByRole('button', { name: 'Accept', exact: true }).click();
  const confirm = provider.getByRole('alertdialog', { name: 'Accept this offer?' });
  await confirm.getByRole('button', { name: 'Accept Offer' }).click();
  await expect(confirm).toBeHidden();
  await expect(finalForProvider).toContainText('Status: Accepted');
  await expect(finalForProvider.getByRole('button')).toHaveCount(0);

  // The payer sees the acceptance live, and the proposal's page tells the whole negotiation.
  const finalForPayer = versionCard(payer, 'Counter-offer by Alex Payer', 3);
  await expect(finalForPayer).toContainText('Status: Accepted');
  await expect(finalForPayer.getByRole('button', { name: 'Counter', exact: true })).toHaveCount(0);
  await payer.goto(`/proposals/${proposalId}`);
  await expect(
    payer
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /^Status: / }),
  ).toHaveText('Status: Accepted');
  await expect(payer.getByRole('list', { name: 'Negotiation' }).getByRole('listitem')).toHaveText([
    /^Version 1: Proposal by Alex Payer/,
    /^Version 2: Counter-offer by Nina Provider/,
    /^Version 3: Counter-offer by Alex Payer.*Latest/,
  ]);

  // The agreed 45 coins are held from the payer's 100.
  await payer.goto('/dashboard/wallet');
  await expect(balance(payer, 'Dragon Coins')).toHaveText('55 DC');
  await expect(balance(payer, 'Held in deals')).toHaveText('45 DC');
  await expect(payer.getByRole('group', { name: 'Coins held in deals' })).toContainText(title);
});

test('an answer to a version that changed unseen is refused with the reason, and the new terms are read', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [providerContext, payerContext] = contexts as [BrowserContext, BrowserContext];
  const provider = await providerContext.newPage();
  const listing = await createOwnerWithListing(
    provider.request,
    { title: uniqueTitle('Garden care'), paymentTypes: ['coins'], price: { coins: 40 } },
    'Stale Provider',
  );
  const payer = await payerContext.newPage();
  const member = await signUpThroughApi(payer.request, newMember({ fullName: 'Stale Payer' }));
  const { id } = await postOk<{ id: string }>(payer.request, `/api/offers/${listing.id}/proposals`, {
    paymentMethods: ['coins'],
    coinAmount: 30,
    fullName: member.fullName,
    email: member.email,
  });

  // Without the live stream (a dropped connection), the page keeps showing the first version.
  await provider.route('**/api/events', (route) => route.abort());
  await provider.goto(`/proposals/${id}`);
  await expect(provider.getByText('Your turn to answer')).toBeVisible();

  // Meanwhile the provider counters from another device and the payer counters back: the provider's turn again.
  await postOk(provider.request, `/api/proposals/${id}/counter`, {
    paymentMethods: ['coins'],
    coinAmount: 60,
    version: 1,
  });
  await postOk(payer.request, `/api/proposals/${id}/counter`, {
    paymentMethods: ['coins'],
    coinAmount: 45,
    version: 2,
  });

  await provider.getByRole('button', { name: 'Accept', exact: true }).click();
  const confirm = provider.getByRole('alertdialog', { name: 'Accept this offer?' });
  await confirm.getByRole('button', { name: 'Accept Offer' }).click();
  await expect(provider.getByText('This proposal has a newer version; read it before answering')).toBeVisible();
  // The page rereads the proposal: the newest version is there to read, and still pending.
  await expect(provider.getByRole('list', { name: 'Negotiation' }).getByRole('listitem')).toHaveCount(3);
  await expect(provider.getByRole('list', { name: 'Negotiation' }).getByRole('listitem').last()).toContainText(
    '45 Dragon Coins',
  );
  await expect(
    provider
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /^Status: / }),
  ).toHaveText('Status: Pending');
});
