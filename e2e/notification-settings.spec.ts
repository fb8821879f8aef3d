import { expect, test } from '@playwright/test';
import { newMember, signUpThroughApi, waitForMail } from './fixtures/accounts.ts';
import { readMailUrl } from './fixtures/servers.ts';
import { createApprovedListing, postOk } from './fixtures/listings.ts';

// Issue 34: a member turns proposal emails off in Settings → Notifications. A proposal then shows in their bell
// and sends them no email; a message still emails them, and that email's own link stops message emails, signed
// out, after asking.
test('a member turns off proposal emails: the bell still shows a proposal, no email comes, and an email link stops messages', async ({
  page,
  browser,
}) => {
  const provider = await signUpThroughApi(page.request, newMember({ fullName: 'Nadia Quiet' }));
  const listing = await createApprovedListing(page.request, { paymentTypes: ['cash'] });

  await page.goto('/dashboard/settings');
  const settings = page.getByRole('region', { name: 'Notifications' });
  await expect(settings.getByRole('combobox', { name: 'Proposals and counter-offers by email' })).toHaveValue(
    'instant',
  );
  await settings.getByRole('combobox', { name: 'Proposals and counter-offers by email' }).selectOption('Off');
  await settings.getByRole('button', { name: 'Save Notification Settings' }).click();
  await expect(settings.getByRole('status')).toHaveText('Notification settings saved');

  const buyerContext = await browser.newContext();
  const buyer = buyerContext.request;
  await signUpThroughApi(buyer, newMember({ fullName: 'Bruno Buyer' }));
  await postOk(buyer, `/api/offers/${listing.id}/proposals`, {
    paymentMethods: ['cash'],
    fullName: 'Bruno Buyer',
    email: 'bruno@example.com',
    cashAmountCents: 4000,
    message: 'Could you plan a birthday for twelve?',
  });

  const bell = page.getByRole('banner').getByRole('button', { name: /Notifications/ });
  await bell.click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText('New offer received')).toBeVisible();
  await page.keyboard.press('Escape');

  // A message after the proposal: its email comes, so the proposal's would have come before it.
  const session = await page.request.get('/api/auth/session');
  const providerId = ((await session.json()) as { user: { id: string } }).user.id;
  const { id: conversationId } = await postOk<{ id: string }>(buyer, '/api/conversations', {
    participantId: providerId,
  });
  await postOk(buyer, `/api/conversations/${conversationId}/messages`, { content: 'Is Saturday all right?' });
  const messageMail = await waitForMail(page.request, provider.email, /New message from Bruno Buyer/);
  const inbox = (await (await page.request.get(`${readMailUrl()}/messages?to=${provider.email}`)).json()) as {
    subject: string;
  }[];
  expect(inbox.map((mail) => mail.subject)).not.toContainEqual(expect.stringMatching(/new offer/i));
  expect(messageMail.text).not.toContain('Is Saturday all right?');

  // The message email's own link, opened signed out, asks before it stops message emails.
  const stop = messageMail.text.match(/https?:\/\/\S+\/notifications\/unsubscribe\?token=[^\s\]]+/)?.[0];
  expect(stop, messageMail.text).toBeDefined();
  const visitor = await browser.newPage();
  await visitor.goto(new URL(stop ?? '').pathname + new URL(stop ?? '').search);
  await expect(visitor.getByText('Stop emails about messages?')).toBeVisible();
  await visitor.getByRole('button', { name: 'Turn Off These Emails' }).click();
  await expect(visitor.getByText('Emails about messages are turned off.')).toBeVisible();

  await page.reload();
  await expect(settings.getByRole('combobox', { name: 'Messages by email' })).toHaveValue('off');
  await expect(settings.getByRole('combobox', { name: 'Proposals and counter-offers by email' })).toHaveValue('off');
  await visitor.close();
  await buyerContext.close();
});
