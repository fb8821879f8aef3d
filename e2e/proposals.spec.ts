// The marketplace loop with two members and an admin: a fresh owner's listing that takes Dragon Coins is approved,
// a new member buys coins and proposes on it, the owner accepts (the sender sees it live), the payer completes the
// deal, the coins move, both review and the listing's card shows the rating. Every test makes the members and
// listings it acts on, so tests running side by side never meet on a row.
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { newMember, signUpThroughApi } from './fixtures/accounts.ts';
import { findSeriousViolations } from './fixtures/axe.ts';
import { buyCoins, createApprovedListing, createOwnerWithListing, uniqueTitle } from './fixtures/listings.ts';
import { openLive } from './fixtures/live.ts';

const coinsOffered = 40;

async function readCoins(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/wallet');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { dragonCoins: number }).dragonCoins;
}

async function readEarnedCoins(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/me/completed-deals');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { earnedCoins: number }).earnedCoins;
}

function proposalStatus(page: Page) {
  return page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /^Status: / });
}

async function confirmAction(page: Page, button: string, dialogTitle: string, confirm: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: dialogTitle });
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
}

async function review(page: Page, stars: number, comment: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Review' });
  await form.getByRole('radio', { name: `${stars} stars` }).check();
  await form.getByLabel('Comment (optional)').fill(comment);
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByRole('heading', { name: 'Your review' })).toBeVisible();
  await expect(page.getByRole('img', { name: `${stars} out of 5 stars` })).toBeVisible();
}

/** Axe (WCAG 2 A and AA) on what the page shows now: no serious or critical finding. */
async function expectAccessible(page: Page): Promise<void> {
  // A toast that is still fading in (a live notification) fails contrast mid-fade; with reduced motion, as the
  // accessibility journeys measure, it shows at once as it will stay.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await findSeriousViolations(page)).toEqual([]);
}

let contexts: BrowserContext[] = [];

test.afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
});

test('a member proposes with coins, the owner accepts, the payer completes, coins move and both review', async ({
  browser,
}) => {
  // Two members through a whole deal in the browser (propose, accept, complete, two reviews, Completed Offers).
  test.setTimeout(180_000);
  contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [ownerContext, senderContext] = contexts as [BrowserContext, BrowserContext];
  const owner = await ownerContext.newPage();
  const listing = await createOwnerWithListing(owner.request, {
    title: uniqueTitle('Beginner Watercolour Workshop'),
    category: 'Education & Tutoring',
    description: 'A relaxed Saturday session for complete beginners; paper and paints provided.',
    price: { cashCents: 2500, unit: 'item', note: 'per session' },
    paymentTypes: ['cash', 'coins'],
  });
  const listingTitle = listing.title;
  const ownerCoinsBefore = await readCoins(owner.request);
  const ownerEarnedBefore = await readEarnedCoins(owner.request);

  const sender = await senderContext.newPage();
  const member = await signUpThroughApi(sender.request, newMember({ fullName: 'Proposal Sender' }));
  await buyCoins(sender.request);
  expect(await readCoins(sender.request)).toBe(100);

  // The form: the listing's methods only, the member's name and email already there.
  await openLive(sender, `/listing/${listing.id}`);
  const form = sender.getByRole('form', { name: 'Proposal' });
  await expect(form.getByLabel('Full name')).toHaveValue(member.fullName);
  await expect(form.getByLabel('Email')).toHaveValue(member.email);
  await expect(form.getByRole('checkbox')).toHaveCount(2);
  await expect(form.getByRole('checkbox', { name: 'Trade/Barter' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Submit Proposal' }).click();
  await expect(form.getByText('Please select at least one payment method')).toBeVisible();
  await form.getByRole('checkbox', { name: 'Dragon Coins' }).check();
  await form.getByRole('button', { name: 'Submit Proposal' }).click();
  await expect(form.getByText('Enter a whole number of Dragon Coins')).toBeVisible();
  await expectAccessible(sender);
  await form.getByLabel('Dragon Coins offered').fill(String(coinsOffered));
  await form.getByLabel('Message (optional)').fill('I would love to join the Saturday session.');
  await form.getByRole('button', { name: 'Submit Proposal' }).click();
  await expect(sender.getByRole('heading', { name: 'Proposal Submitted!' })).toBeVisible();
  await expect(sender.getByRole('link', { name: 'View Proposals' })).toHaveAttribute('href', '/proposals');

  // While it is pending, the success view leads to it rather than to a second form the server would refuse.
  await expect(sender.getByRole('button', { name: 'Submit Another Proposal' })).toHaveCount(0);
  await sender.getByRole('link', { name: 'View Proposal', exact: true }).click();
  await expect(sender).toHaveURL(/\/proposals\/[0-9a-f-]{36}$/);
  const proposalUrl = new URL(sender.url()).pathname;

  // /proposals lists it; its details say Pending and let the sender withdraw, not accept.
  await sender.goto('/proposals');
  await sender.getByRole('link', { name: listingTitle }).click();
  await expect(sender).toHaveURL(new RegExp(`${proposalUrl}$`));
  await expect(proposalStatus(sender)).toHaveText('Status: Pending');
  await expect(sender.getByRole('button', { name: 'Withdraw Proposal' })).toBeVisible();
  await expect(sender.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);

  // The owner finds it under Received and accepts after the confirmation.
  await owner.goto('/dashboard/my-offers');
  await owner.getByRole('tab', { name: /Received/ }).click();
  await expectAccessible(owner);
  await owner.getByRole('link', { name: listingTitle }).click();
  await expect(owner).toHaveURL(new RegExp(`${proposalUrl}$`));
  await expectAccessible(owner);
  await expect(owner.getByText(`${coinsOffered} Dragon Coins`)).toBeVisible();
  await confirmAction(owner, 'Accept', 'Accept this offer?', 'Accept Offer');
  await expect(proposalStatus(owner)).toHaveText('Status: Accepted');
  await expect(
    owner.getByText(
      'Once you mark it delivered, Proposal Sender confirms completion, which releases the Dragon Coins held for this deal to you.',
    ),
  ).toBeVisible();
  // Accepting held the sender's coins: they leave the available balance now, and reach the owner at completion.
  expect(await readCoins(sender.request)).toBe(100 - coinsOffered);
  expect(await readCoins(owner.request)).toBe(ownerCoinsBefore);

  // The sender's page follows without a reload. The owner does the work and marks it delivered; the sender pays, so
  // the sender confirms, and is told when it would complete by itself.
  await expect(proposalStatus(sender)).toHaveText('Status: Accepted');
  await expect(sender.getByRole('button', { name: 'Confirm Completion' })).toHaveCount(0);
  await confirmAction(owner, 'Mark as Delivered', 'Mark this deal as delivered?', 'Mark Delivered');
  await expect(proposalStatus(owner)).toHaveText('Status: Delivered');
  await expect(owner.getByRole('button', { name: 'Confirm Completion' })).toHaveCount(0);
  await expect(proposalStatus(sender)).toHaveText('Status: Delivered');
  await expect(sender.getByText(/^If you do not confirm it, this deal completes by itself on /)).toBeVisible();
  await confirmAction(sender, 'Confirm Completion', 'Confirm this deal is complete?', 'Complete Deal');
  await expect(proposalStatus(sender)).toHaveText('Status: Completed');
  expect(await readCoins(sender.request)).toBe(100 - coinsOffered);
  expect(await readCoins(owner.request)).toBe(ownerCoinsBefore + coinsOffered);

  // Each reviews the other once.
  await review(sender, 4, 'Patient teacher, lovely session.');
  await expect(proposalStatus(owner)).toHaveText('Status: Completed');
  // The owner's page followed the deal live, its history too: who sent, accepted, delivered and completed it.
  await expect(owner.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveText([
    /^Sent by Proposal Sender/,
    /^Accepted by Listing Owner/,
    /^Delivered by Listing Owner/,
    /^Completed by Proposal Sender/,
  ]);
  await review(owner, 5, 'Paid promptly.');
  await expect(owner.getByRole('form', { name: 'Review' })).toHaveCount(0);

  // The owner's completed offers list the deal and what it earned (10 DC to the dollar).
  await owner.goto('/completed-offers');
  await expect(owner.getByRole('list', { name: 'Completed deals' }).getByText(listingTitle)).toBeVisible();
  await expect(owner.getByText(`${ownerEarnedBefore + coinsOffered} Dragon Coins earned`)).toBeVisible();
  await expectAccessible(owner);

  // The sender's review rates the listing; its card shows it (the lists may cache for a few seconds).
  await expect(async () => {
    await sender.goto(`/browse?q=${encodeURIComponent(listingTitle)}`);
    const card = sender.getByRole('main').getByRole('listitem').filter({ hasText: listingTitle });
    await expect(card.getByText('4.0')).toBeVisible({ timeout: 1000 });
    await expect(card.getByText('(1 review)')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // The message box writes into their conversation and opens it.
  await sender.goto(proposalUrl);
  await sender.getByLabel(/^Message /).fill('Thanks again!');
  await sender.getByRole('button', { name: 'Send Message' }).click();
  await expect(sender).toHaveURL(/\/dashboard\/messages\?conversation=[0-9a-f-]{36}$/);

  // Both see the automatic message of the acceptance in their conversation, before the sender's own.
  const accepted = `I've accepted your offer for "${listingTitle}". Let's discuss the details.`;
  const senderLog = sender.getByRole('log');
  await expect(senderLog.getByText(accepted)).toBeVisible();
  await expect(senderLog.getByText('Thanks again!')).toBeVisible();
  await owner.goto(sender.url().replace(/^https?:\/\/[^/]+/, ''));
  await expect(owner.getByRole('log').getByText(accepted)).toBeVisible();
  await expect(owner.getByRole('log').getByText('Thanks again!')).toBeVisible();
});

test('the owner declines after the dialog and the sender sees it live; the sender withdraws the next one', async ({
  browser,
}) => {
  contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [ownerContext, senderContext] = contexts as [BrowserContext, BrowserContext];
  const owner = await ownerContext.newPage();
  const listing = await createOwnerWithListing(owner.request, { title: uniqueTitle('Gutter cleaning') });
  const sender = await senderContext.newPage();
  await signUpThroughApi(sender.request, newMember({ fullName: 'Declined Sender' }));
  const propose = async () => {
    const sent = await sender.request.post(`/api/offers/${listing.id}/proposals`, {
      data: {
        paymentMethods: ['cash'],
        fullName: 'Declined Sender',
        email: 'declined@example.com',
        cashAmountCents: 1500,
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    return `/proposals/${((await sent.json()) as { id: string }).id}`;
  };

  const first = await propose();
  await openLive(sender, first);
  await expect(proposalStatus(sender)).toHaveText('Status: Pending');
  await owner.goto(first);
  await expect(owner.getByText('From', { exact: true })).toBeVisible();
  await expect(owner.getByText('Declined Sender', { exact: true })).toBeVisible();
  // Cancel in the dialog changes nothing.
  await owner.getByRole('button', { name: 'Decline', exact: true }).click();
  await owner.getByRole('alertdialog', { name: 'Decline this offer?' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(proposalStatus(owner)).toHaveText('Status: Pending');
  await confirmAction(owner, 'Decline', 'Decline this offer?', 'Decline Offer');
  await expect(proposalStatus(owner)).toHaveText('Status: Declined');
  await expect(owner.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
  await expect(proposalStatus(sender)).toHaveText('Status: Declined');
  await expect(sender.getByRole('button', { name: 'Withdraw Proposal' })).toHaveCount(0);

  // Declined is final, so a new proposal may be sent; the sender withdraws it.
  const second = await propose();
  await sender.goto(second);
  await confirmAction(sender, 'Withdraw Proposal', 'Withdraw this proposal?', 'Withdraw');
  await expect(proposalStatus(sender)).toHaveText('Status: Withdrawn');

  // Both sit under Sent, newest first; the status filter narrows them.
  await sender.goto('/dashboard/my-offers');
  const sent = sender.getByRole('tabpanel', { name: 'Sent' });
  await expect(sent.getByRole('link', { name: listing.title })).toHaveCount(2);
  await sent.getByLabel('Status').selectOption('Declined');
  await expect(sender).toHaveURL(/status=declined/);
  await expect(sent.getByText('1-1 of 1 result')).toBeVisible();
  await sent.getByLabel('Status').selectOption('Accepted');
  await expect(sent.getByText('No proposals found')).toBeVisible();
});

test('only the two parties may open a proposal; an unknown one is not found', async ({ browser }) => {
  contexts = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
  const [senderContext, otherContext, ownerContext] = contexts as [BrowserContext, BrowserContext, BrowserContext];
  const listing = await createOwnerWithListing(ownerContext.request, { title: uniqueTitle('Bike repair') });
  await signUpThroughApi(senderContext.request, newMember());
  const sent = await senderContext.request.post(`/api/offers/${listing.id}/proposals`, {
    data: { paymentMethods: ['cash'], fullName: 'Test Member', email: 'someone@example.com', cashAmountCents: 2000 },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id } = (await sent.json()) as { id: string };

  const page = await otherContext.newPage();
  await signUpThroughApi(page.request, newMember());
  await page.goto(`/proposals/${id}`);
  await expect(page.getByRole('alert')).toHaveText('You do not have permission to view this proposal');
  await page.goto('/proposals/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toHaveText('Proposal not found');
  await page.getByRole('link', { name: 'Back to My Offers' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-offers$/);
  await expect(page.getByText('No proposals found')).toBeVisible();
});

test('/proposals searches by title, filters by category and payment, shows the chips and clears them', async ({
  page,
  browser,
}) => {
  // Two live listings of another member's, in different categories: one proposed on in cash, the other in coins.
  const ownerContext = await browser.newContext();
  contexts = [ownerContext];
  const cash = await createOwnerWithListing(ownerContext.request, {
    title: uniqueTitle('Wedding toast writing'),
    category: 'Writing & Translation',
  });
  const coins = await createApprovedListing(ownerContext.request, {
    title: uniqueTitle('Speedrun coaching'),
    category: 'Gaming Coaching',
    paymentTypes: ['coins'],
  });
  const coinsSlug = 'gaming-coaching';
  await signUpThroughApi(page.request, newMember({ fullName: 'Filtering Member' }));
  for (const [card, data] of [
    [cash, { paymentMethods: ['cash'], cashAmountCents: 3000 }],
    [coins, { paymentMethods: ['coins'], coinAmount: 15 }],
  ] as const) {
    const sent = await page.request.post(`/api/offers/${card.id}/proposals`, {
      data: { ...data, fullName: 'Filtering Member', email: 'filtering@example.com' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  await page.goto('/proposals');
  const main = page.getByRole('main');
  const cashLink = main.getByRole('link', { name: cash.title });
  const coinsLink = main.getByRole('link', { name: coins.title });
  await expect(main.getByRole('link', { name: 'Submit Listing' })).toBeVisible();
  await expect(cashLink).toBeVisible();
  await expect(coinsLink).toBeVisible();
  await expect(main.getByText('1-2 of 2 results')).toBeVisible();
  const chips = main.getByRole('list', { name: 'Active filters:' });

  // The title search, kept in the address, with its chip.
  await main.getByRole('searchbox', { name: 'Search proposals' }).fill(cash.title.toUpperCase());
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(coinsLink).toBeHidden();
  await expect(cashLink).toBeVisible();
  await expect(chips.getByText(`“${cash.title.toUpperCase()}”`)).toBeVisible();
  await chips.getByRole('button', { name: /^Remove filter “/ }).click();
  await expect(coinsLink).toBeVisible();

  // Category and payment type combine; their chips show.
  await main.getByLabel('Category').selectOption(coins.category);
  await expect(page).toHaveURL(new RegExp(`[?&]category=${coinsSlug}`));
  await expect(cashLink).toBeHidden();
  await expect(coinsLink).toBeVisible();
  await main.getByLabel('Payment type').selectOption('Dragon Coins');
  await expect(page).toHaveURL(/[?&]payment=coins/);
  await expect(coinsLink).toBeVisible();
  await expect(chips.getByText(coins.category, { exact: true })).toBeVisible();
  await expect(chips.getByText('Dragon Coins', { exact: true })).toBeVisible();
  await main.getByLabel('Payment type').selectOption('Cash');
  await expect(main.getByText('No proposals found')).toBeVisible();

  // 'Clear Filters' brings every proposal back and empties the address.
  await main.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/proposals$/);
  await expect(chips).toBeHidden();
  await expect(cashLink).toBeVisible();
  await expect(coinsLink).toBeVisible();

  await main.getByRole('searchbox', { name: 'Search proposals' }).fill('no listing is called this');
  await expect(main.getByText('No proposals found')).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=no/);
  await expectAccessible(page);
});

test('a visitor is asked to sign in on /proposals', async ({ page }) => {
  await page.goto('/proposals');
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
});
