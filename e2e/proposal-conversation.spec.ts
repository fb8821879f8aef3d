// A proposal opens the conversation (decision 035): a member proposes on another's listing from its page; the owner,
// with Messages open, sees the conversation arrive with the proposal as its preview and an unread mark (the list
// and the sidebar's badge), finds the proposal's card in it, and the mark stays until they answer it.
import { type BrowserContext, expect, test } from '@playwright/test';
import { newMember, signUpThroughApi } from './fixtures/accounts.ts';
import { createOwnerWithListing, uniqueTitle } from './fixtures/listings.ts';
import { openLive } from './fixtures/live.ts';

let contexts: BrowserContext[] = [];

test.afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
});

test('a proposal appears in the owner’s Messages with an unread mark that clears once they answer it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [ownerContext, senderContext] = contexts as [BrowserContext, BrowserContext];
  const owner = await ownerContext.newPage();
  const title = uniqueTitle('Kitchen tiling');
  const listing = await createOwnerWithListing(owner.request, { title, paymentTypes: ['cash'] }, 'Olga Owner');
  await openLive(owner, '/dashboard/messages');
  const sidebar = owner.getByRole('navigation', { name: 'Dashboard' });
  await expect(sidebar.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  // The sender proposes from the listing's page.
  const sender = await senderContext.newPage();
  await signUpThroughApi(sender.request, newMember({ fullName: 'Sami Sender' }));
  await sender.goto(`/listing/${listing.id}`);
  const form = sender.getByRole('form', { name: 'Proposal' });
  await form.getByLabel('Message (optional)').fill('I can start on Monday.');
  await form.getByRole('button', { name: 'Submit Proposal' }).click();
  await expect(sender.getByRole('heading', { name: 'Proposal Submitted!' })).toBeVisible();

  // The owner's list hears of it without a reload: the conversation, the proposal as its preview, one unread.
  const entry = owner.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: /^Sami Sender/ });
  await expect(entry).toContainText(`Proposal sent · ${title}`);
  await expect(entry).toContainText('1 unread');
  await expect(sidebar.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();

  // Opening it shows the proposal's card, waiting for the owner; reading does not answer it, so the mark stays.
  await entry.click();
  const card = owner.getByRole('log').getByRole('article', { name: `Proposal by Sami Sender: ${title}, version 1` });
  await expect(card).toContainText('Your turn to answer');
  await expect(entry).toContainText('1 unread');
  await expect(sidebar.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();

  // Answering clears it, in the list and the sidebar, and the preview says what happened.
  await card.getByRole('button', { name: 'Decline', exact: true }).click();
  await owner
    .getByRole('alertdialog', { name: 'Decline this offer?' })
    .getByRole('button', { name: 'Decline Offer' })
    .click();
  await expect(entry).toContainText(`Proposal declined · ${title}`);
  await expect(entry).not.toContainText('unread');
  await expect(sidebar.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  // The sender finds the same conversation with the answer as its preview.
  await sender.goto('/dashboard/messages');
  await expect(
    sender.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: /^Olga Owner/ }),
  ).toContainText(`Proposal declined · ${title}`);
});
