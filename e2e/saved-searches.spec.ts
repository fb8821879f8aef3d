// A member saves a search from the browse page; another member's matching listing goes live and the first hears of
// it at once (the bell, without a reload); the daily digest, run now by the admin, reaches the SMTP catcher with its
// RFC 8058 headers, and its unsubscribe link works signed out once confirmed.
import { type BrowserContext, expect, test } from '@playwright/test';
import { newMember, signUpThroughApi, waitForMail } from './fixtures/accounts.ts';
import { actAsAdmin } from './fixtures/admin.ts';
import { createOwnerWithListing, postOk } from './fixtures/listings.ts';
import { openLive } from './fixtures/live.ts';

let contexts: BrowserContext[] = [];

test.afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
});

test('a saved search alerts live on a new match, emails a digest, and unsubscribes signed out', async ({ browser }) => {
  // Three browsers, a listing's approval and a round trip through the mail catcher, on a busy machine.
  test.setTimeout(120_000);
  const [watcherContext, ownerContext, visitorContext] = await Promise.all([
    browser.newContext(),
    browser.newContext(),
    browser.newContext(),
  ]);
  contexts = [watcherContext, ownerContext, visitorContext];
  const word = `zither${Date.now().toString(36)}`;

  const page = await watcherContext.newPage();
  const watcher = await signUpThroughApi(page.request, newMember({ fullName: 'Search Watcher' }));
  await openLive(page, `/browse?q=${word}`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(word);
  await expect(dialog.getByRole('checkbox', { name: 'Notify me in the app' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Email me a daily digest' }).check();
  await dialog.getByRole('button', { name: 'Save Search' }).click();
  await expect(page.getByText(`Search "${word}" saved`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Another member's listing with the word goes live: the watcher's bell and toast say so without a reload.
  const owner = await ownerContext.newPage();
  const listing = await createOwnerWithListing(owner.request, {
    title: `Zither lessons ${word}`,
    description: `Learn the ${word} zither from scratch, in person or online.`,
  });
  await expect(page.getByText(`New match for "${word}"`).first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();

  // The digest, sent now, reaches the mail catcher with the one-click headers and a link in its body.
  await actAsAdmin((admin) => postOk(admin, '/api/admin/saved-searches/digest'));
  const mail = await waitForMail(page.request, watcher.email, /New matches for your saved searches/);
  expect(mail.text).toContain(listing.title);
  expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
  expect(mail.listUnsubscribe).toMatch(/^<https?:\/\/[^>]+\/api\/saved-searches\/unsubscribe\?token=[^>]+>$/);
  const link = mail.text.match(/https?:\/\/[^\s\]]+\/saved-searches\/unsubscribe\?token=[^\s\]]+/)?.[0];
  expect(link, mail.text).toBeDefined();

  // Opened signed out, the link asks first, naming nothing of what the member watches, then turns the digest off.
  const visitor = await visitorContext.newPage();
  const url = new URL(link!);
  await visitor.goto(`${url.pathname}${url.search}`);
  await expect(visitor.getByText('Stop the daily email digest for this saved search?')).toBeVisible();
  await expect(visitor.getByText(word)).toBeHidden();
  const untouched = (await (await page.request.get('/api/me/saved-searches')).json()) as { alertEmail: boolean }[];
  expect(untouched).toEqual([expect.objectContaining({ alertEmail: true })]);
  await visitor.getByRole('button', { name: 'Turn Off the Digest' }).click();
  await expect(visitor.getByText('The daily digest for this saved search is turned off.')).toBeVisible();
  const searches = (await (await page.request.get('/api/me/saved-searches')).json()) as { alertEmail: boolean }[];
  expect(searches).toEqual([expect.objectContaining({ name: word, alertInApp: true, alertEmail: false })]);
});
