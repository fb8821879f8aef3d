// A suspended member on a public listing (issue 20, point 4): told before filling anything in that they cannot send
// proposals or messages, with the reason and the way to support, which still takes their request.
import { expect, test } from '@playwright/test';
import { signUpThroughApi } from './fixtures/accounts.ts';
import { signInAdminThroughApi } from './fixtures/admin.ts';
import { createOwnerWithListing } from './fixtures/listings.ts';

test('a suspended member sees the notice on a listing instead of the form, and can still ask support for help', async ({
  page,
  playwright,
  baseURL,
}) => {
  const title = `Suspended view ${Date.now()}`;
  const owner = await playwright.request.newContext({ baseURL });
  const admin = await playwright.request.newContext({ baseURL });
  await signInAdminThroughApi(admin);
  const listingId = (await createOwnerWithListing(owner, { title })).id;

  const member = await signUpThroughApi(page.request);
  const me = (await (await page.request.get('/api/me')).json()) as { id: string };
  const suspended = await admin.post(`/api/admin/users/${me.id}/suspend`, {
    data: { reason: 'Repeated spam in messages' },
  });
  expect(suspended.status(), await suspended.text()).toBe(200);

  await page.goto(`/listing/${listingId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your account is suspended' })).toBeVisible();
  await expect(page.getByText('You cannot send proposals or messages while your account is suspended.')).toBeVisible();
  await expect(page.getByText('Repeated spam in messages')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Proposal' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Message provider' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Contact Support' }).click();
  await expect(page).toHaveURL(/\/get-help$/);
  const form = page.getByRole('form', { name: 'Support request' });
  await form.getByLabel('Name').fill(member.fullName);
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Help Type').selectOption('Account Access');
  await form.getByLabel('Details').fill('My account was suspended; I would like it reviewed.');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('heading', { name: 'Request Submitted!' })).toBeVisible();
  await owner.dispose();
  await admin.dispose();
});
