// Editing a live listing keeps it live (decision 034): a member retitles their live listing, a visitor still finds
// it under the approved title while the edit waits, the admin reads the edit as a diff and approves it, and the
// visitor then reads the new title; the owner's My Offers follows over the event stream.
import { expect, test } from '@playwright/test';
import { newMember, signUpThroughApi } from './fixtures/accounts.ts';
import { openAdminPanel, signInAsAdmin } from './fixtures/admin.ts';
import { createApprovedListing, uniqueTitle } from './fixtures/listings.ts';

test('a live listing edited stays public as approved until the admin approves the edit from its diff', async ({
  browser,
}) => {
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signUpThroughApi(owner.request, newMember({ fullName: 'Editing Owner' }));
  const title = uniqueTitle('Garden party planning');
  const listing = await createApprovedListing(owner.request, { title });
  const newTitle = `${title} and picnics`;

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/listing/${listing.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await owner.goto('/dashboard/offers');
  const row = owner.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const editor = owner.getByRole('dialog', { name: 'Edit Listing' });
  await expect(
    editor.getByText(
      'Changes to the title, description, category, pictures or a higher price are reviewed by an admin first: until then your listing stays as it is now. A lower price, the price note and the payment types apply at once.',
    ),
  ).toBeVisible();
  await editor.getByLabel('Title').fill(newTitle);
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editor).toBeHidden();
  await expect(
    owner.getByText(
      'Saved. Your changes will show once an admin approves them; until then the listing stays as it is.',
    ),
  ).toBeVisible();
  const waiting = row.getByRole('group', { name: 'Edit awaiting review' });
  await expect(waiting.getByText(newTitle)).toBeVisible();
  // Still live under the approved title: the status badge is the pause switch, and the title links to the page.
  await expect(row.getByRole('button', { name: `Active: pause ${title}` })).toBeVisible();
  await expect(row.getByRole('link', { name: title, exact: true })).toBeVisible();

  const ownerListing = await ownerContext.newPage();
  await ownerListing.goto(`/listing/${listing.id}`);
  await expect(
    ownerListing.getByText(
      'Your edit of the title awaits review: everyone sees this listing as approved until an admin approves it.',
    ),
  ).toBeVisible();
  await ownerListing.close();

  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(visitor.getByText('Listing not found')).toHaveCount(0);

  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await openAdminPanel(admin, 'offers');
  const edit = admin.getByRole('group', { name: `Edit of ${title}` });
  const titleRow = edit.getByRole('row', { name: /^Title/ });
  await expect(titleRow.getByRole('cell').nth(0)).toHaveText(title);
  await expect(titleRow.getByRole('cell').nth(1)).toHaveText(newTitle);
  await edit.getByRole('button', { name: `Approve edit of ${title}` }).click();
  await expect(edit).toHaveCount(0);

  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  // The owner's open tab hears of it without a reload.
  await expect(
    owner.getByRole('row').filter({ hasText: newTitle }).getByRole('link', { name: newTitle }),
  ).toBeVisible();
  await expect(owner.getByRole('group', { name: 'Edit awaiting review' })).toHaveCount(0);
});
