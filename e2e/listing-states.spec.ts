// The listing page as a member with a proposal on it sees it (issue 20, point 3): their pending proposal instead of
// a form whose submit must fail, a way to withdraw it, and the page following the owner's answer live.
import { type APIRequest, expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './fixtures/accounts.ts';
import { signInAdminThroughApi } from './fixtures/admin.ts';
import { createOwnerWithListing } from './fixtures/listings.ts';

const pendingHeading = (page: Page) =>
  page.getByRole('heading', { name: 'You have a pending proposal on this listing' });

async function setUpListing(playwright: { request: APIRequest }, baseURL: string | undefined, title: string) {
  const owner = await playwright.request.newContext({ baseURL });
  const admin = await playwright.request.newContext({ baseURL });
  await signInAdminThroughApi(admin);
  const listingId = (await createOwnerWithListing(owner, { title })).id;
  await admin.dispose();
  return { owner, listingId };
}

test('a member sends a proposal, then sees it pending on the listing, withdraws it and gets the form back', async ({
  page,
  playwright,
  baseURL,
}) => {
  const title = `Pending state ${Date.now()}`;
  const { owner, listingId } = await setUpListing(playwright, baseURL, title);
  await signUpThroughApi(page.request);
  await page.goto(`/listing/${listingId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const form = page.getByRole('form', { name: 'Proposal' });
  await form.getByLabel('Message (optional)').fill('Could you plan a small party next month?');
  await form.getByRole('button', { name: 'Submit Proposal' }).click();
  await expect(page.getByRole('heading', { name: 'Proposal Submitted!' })).toBeVisible();
  // Another would be refused while this one waits, so the success view leads to it instead.
  const viewProposal = page.getByRole('link', { name: 'View Proposal', exact: true });
  await expect(viewProposal).toHaveAttribute('href', /^\/proposals\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Submit Another Proposal' })).toHaveCount(0);
  const proposalPath = await viewProposal.getAttribute('href');

  await page.reload();
  await expect(pendingHeading(page)).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View Proposal', exact: true })).toHaveAttribute('href', proposalPath!);

  await page.getByRole('button', { name: 'Withdraw Proposal' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Withdraw this proposal?' });
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(form).toBeVisible();
  await expect(pendingHeading(page)).toHaveCount(0);

  // The server agrees: the owner finds the proposal withdrawn.
  const proposal = await owner.get(`/api${proposalPath}`);
  expect(proposal.status()).toBe(200);
  expect(((await proposal.json()) as { status: string }).status).toBe('cancelled');
  await owner.dispose();
});

test("the listing page follows the owner's answer to the pending proposal live", async ({
  page,
  playwright,
  baseURL,
}) => {
  const { owner, listingId } = await setUpListing(playwright, baseURL, `Live answer ${Date.now()}`);
  await signUpThroughApi(page.request);
  const sent = await page.request.post(`/api/offers/${listingId}/proposals`, {
    data: { paymentMethods: ['cash'], fullName: 'Test Member', email: 'test.member@example.com' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id } = (await sent.json()) as { id: string };

  await page.goto(`/listing/${listingId}`);
  await expect(pendingHeading(page)).toBeVisible();
  const declined = await owner.post(`/api/proposals/${id}/decline`);
  expect(declined.status(), await declined.text()).toBe(200);

  // No reload: the proposal.updated event brings the form back.
  await expect(page.getByRole('form', { name: 'Proposal' })).toBeVisible();
  await expect(pendingHeading(page)).toHaveCount(0);
  await owner.dispose();
});
