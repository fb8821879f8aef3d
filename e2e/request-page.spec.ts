// A request's page says who asks and who is paid (decision 009): its asker reads it as their own request; a proposer
// sees 'Requested by <name>' with 'Message <name>', names their price in the form (they are the one paid), and the
// proposal then reads 'Olga Asker pays you' for them and 'You pay Pat Proposer' for the asker.
import { type BrowserContext, expect, test } from '@playwright/test';
import { newMember, signUpThroughApi } from './fixtures/accounts.ts';
import { createOwnerWithListing, uniqueTitle } from './fixtures/listings.ts';

let contexts: BrowserContext[] = [];

test.afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
});

test('a request page read by its asker and by a proposer, who names their price', async ({ browser }) => {
  test.setTimeout(120_000);
  contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [askerContext, proposerContext] = contexts as [BrowserContext, BrowserContext];
  const asker = await askerContext.newPage();
  const title = uniqueTitle('Help moving a sofa');
  const request = await createOwnerWithListing(
    asker.request,
    { kind: 'request', title, category: 'Delivery & Moving', paymentTypes: ['cash'], price: { cashCents: 6000 } },
    'Olga Asker',
  );

  // The asker reads their own request: who asks, and nothing to propose or message.
  await asker.goto(`/listing/${request.id}`);
  const askerSide = asker.getByRole('complementary', { name: 'Requester and proposal' });
  await expect(askerSide).toContainText('Requested by Olga Asker');
  await expect(askerSide).not.toContainText('Provider');
  await expect(askerSide.getByRole('button', { name: /^Message / })).toHaveCount(0);
  await expect(asker.getByRole('form', { name: 'Proposal' })).toHaveCount(0);

  // A proposer reads it: the asker named, messaged by name, and the form asks for their price.
  const proposer = await proposerContext.newPage();
  await signUpThroughApi(proposer.request, newMember({ fullName: 'Pat Proposer' }));
  await proposer.goto(`/listing/${request.id}`);
  const side = proposer.getByRole('complementary', { name: 'Requester and proposal' });
  await expect(side).toContainText('Requested by Olga Asker');
  await expect(side.getByRole('button', { name: 'Message Olga Asker' })).toBeVisible();
  await expect(side.getByRole('button', { name: 'Message provider' })).toHaveCount(0);
  const form = proposer.getByRole('form', { name: 'Proposal' });
  await expect(form.getByLabel('Cash amount (USD, optional)')).toHaveCount(0);
  await form.getByLabel('Your price (USD, optional)').fill('55');
  await expect(form.getByText('What you would be paid, in US dollars.')).toBeVisible();
  await form.getByRole('button', { name: 'Submit Proposal' }).click();
  await expect(proposer.getByRole('heading', { name: 'Proposal Submitted!' })).toBeVisible();

  // The proposal says who pays whom, to each of them.
  await proposer.getByRole('link', { name: 'View Proposal', exact: true }).click();
  await expect(proposer.getByText('Olga Asker pays you')).toBeVisible();
  await expect(proposer.getByRole('main')).toContainText('$55.00');
  const proposalPath = new URL(proposer.url()).pathname;
  await asker.goto(proposalPath);
  await expect(asker.getByText('You pay Pat Proposer')).toBeVisible();

  // 'Message Olga Asker' opens their conversation, where the proposal's card says the same.
  await proposer.goto(`/listing/${request.id}`);
  await side.getByRole('button', { name: 'Message Olga Asker' }).click();
  await expect(proposer).toHaveURL(/\/dashboard\/messages\?conversation=/);
  const card = proposer
    .getByRole('log')
    .getByRole('article', { name: `Proposal by Pat Proposer: ${title}, version 1` });
  await expect(card).toContainText('Olga Asker pays you');
});
