// Two members chatting live: a member messages a listing's provider from the listing page; the provider sees the
// unread badge and the conversation arrive without reloading, opens it by its link (?conversation=), reads it (the
// badge goes) and replies, and the sender sees the reply live. Text that looks like HTML stays text.
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { newMember, signUpThroughApi } from './fixtures/accounts.ts';
import { createApprovedListing } from './fixtures/listings.ts';
import { openLive } from './fixtures/live.ts';

async function send(page: Page, label: string, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: label });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
const contacts = (page: Page) => page.getByRole('navigation', { name: 'Conversations' });
const chatLog = (page: Page) => page.getByRole('log');

let contexts: BrowserContext[] = [];

test.afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
});

test('a member messages a provider from the listing; both chat live, with unread badges and the deep link', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [providerContext, senderContext] = contexts as [BrowserContext, BrowserContext];

  const provider = await providerContext.newPage();
  const providerMember = await signUpThroughApi(provider.request, newMember({ fullName: 'Chat Provider' }));
  const { id: listingId } = await createApprovedListing(provider.request);
  await openLive(provider, '/dashboard/messages');
  await expect(contacts(provider).getByText('No conversations yet.', { exact: false })).toBeVisible();

  const sender = await senderContext.newPage();
  const senderMember = await signUpThroughApi(sender.request, newMember({ fullName: 'Chat Sender' }));
  await openLive(sender, `/listing/${listingId}`);
  await sender.getByRole('button', { name: 'Message provider' }).click();
  await expect(sender).toHaveURL(/\/dashboard\/messages\?conversation=[0-9a-f-]{36}$/);
  const conversationId = new URL(sender.url()).searchParams.get('conversation') ?? '';
  await expect(sender.getByRole('heading', { name: providerMember.fullName })).toBeVisible();

  const toProvider = `Message ${providerMember.fullName}`;
  await send(sender, toProvider, 'Hello! Are you free next Saturday?');
  await expect(chatLog(sender).getByText('Hello! Are you free next Saturday?')).toBeVisible();

  // The provider, without reloading: the sidebar's badge and the conversation in the list, with its unread count.
  await expect(sidebar(provider).getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
  const entry = contacts(provider).getByRole('link', { name: new RegExp(senderMember.fullName) });
  await expect(entry).toContainText('Hello! Are you free next Saturday?');
  await expect(entry).toContainText('1 unread');

  // The notification's link opens the conversation directly; reading it clears both counts.
  await openLive(provider, `/dashboard/messages?conversation=${conversationId}`);
  await expect(chatLog(provider).getByText('Hello! Are you free next Saturday?')).toBeVisible();
  await expect(sidebar(provider).getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await expect(entry).not.toContainText('unread');
  await expect(entry).toHaveAttribute('aria-current', 'page');

  // The reply arrives live on the sender's open conversation.
  const toSender = `Message ${senderMember.fullName}`;
  await send(provider, toSender, 'Yes, Saturday works for me.');
  await expect(chatLog(sender).getByText('Yes, Saturday works for me.')).toBeVisible();

  // Shift+Enter writes a new line; text that looks like HTML is shown as it was typed.
  const box = sender.getByRole('textbox', { name: toProvider });
  await box.fill('First line');
  await box.press('Shift+Enter');
  await box.pressSequentially('second line');
  await expect(box).toHaveValue('First line\nsecond line');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  const markup = '<b>bold?</b> <img src=x onerror="alert(1)">';
  await send(sender, toProvider, markup);
  await expect(chatLog(provider).getByText('First line\nsecond line')).toBeVisible();
  await expect(chatLog(provider).getByText(markup, { exact: true })).toBeVisible();
  await expect(chatLog(provider).locator('b, img')).toHaveCount(0);

  await expectAccessible(provider);

  // A received message can be reported to the admins, with a reason.
  await chatLog(provider)
    .getByRole('listitem')
    .filter({ hasText: markup })
    .getByRole('button', { name: `Report message from ${senderMember.fullName}` })
    .click();
  const dialog = provider.getByRole('dialog', { name: 'Report message' });
  await dialog.getByRole('button', { name: 'Report Message' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please say why you are reporting this message');
  await dialog.getByLabel('Reason').fill('Trying to inject markup.');
  await dialog.getByRole('button', { name: 'Report Message' }).click();
  await expect(dialog).toBeHidden();
  await expect(provider.getByText('Message reported. Thank you.')).toBeVisible();
});

test("a message the server refuses reads the spec's failure and stays in the box", async ({ browser }) => {
  contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [aContext, bContext] = contexts as [BrowserContext, BrowserContext];
  const other = await signUpThroughApi(aContext.request, newMember({ fullName: 'Quiet Member' }));
  const page = await bContext.newPage();
  await signUpThroughApi(page.request, newMember({ fullName: 'Eager Member' }));
  const otherId = ((await (await aContext.request.get('/api/me')).json()) as { id: string }).id;
  const started = await page.request.post('/api/conversations', { data: { participantId: otherId } });
  expect(started.status(), await started.text()).toBe(200);
  const { id } = (await started.json()) as { id: string };

  await page.goto(`/dashboard/messages?conversation=${id}`);
  const box = page.getByRole('textbox', { name: `Message ${other.fullName}` });
  await box.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Message cannot be empty');

  await page.route(`**/api/conversations/${id}/messages`, (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );
  await box.fill('Will this arrive?');
  await box.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Failed to send message. Please try again.');
  await expect(box).toHaveValue('Will this arrive?');
});

test('a long conversation opens on its newest 50 messages; earlier ones load on request or scroll; phones switch', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [aContext, bContext] = contexts as [BrowserContext, BrowserContext];
  const other = await signUpThroughApi(aContext.request, newMember({ fullName: 'Chatty Member' }));
  const page = await bContext.newPage();
  const reader = await signUpThroughApi(page.request, newMember({ fullName: 'Reader Member' }));
  const otherId = ((await (await aContext.request.get('/api/me')).json()) as { id: string }).id;
  const started = await page.request.post('/api/conversations', { data: { participantId: otherId } });
  const { id } = (await started.json()) as { id: string };
  // 55 messages, taking turns, so neither member meets the sending rate limit.
  for (let index = 1; index <= 55; index += 1) {
    const request = index % 2 === 0 ? page.request : aContext.request;
    const sent = await request.post(`/api/conversations/${id}/messages`, { data: { content: `Note ${index}.` } });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  await page.goto(`/dashboard/messages?conversation=${id}`);
  await expect(chatLog(page).getByText('Note 55.', { exact: true })).toBeVisible();
  await expect(chatLog(page).getByRole('listitem')).toHaveCount(50);
  await expect(chatLog(page).getByText('Note 5.', { exact: true })).toHaveCount(0);
  // Dispatched rather than clicked: a click first scrolls the button into view, which puts the reader at the top,
  // and reaching the top loads the earlier messages by itself (tested on the phone below), so the button could be
  // gone before the click lands.
  await page.getByRole('button', { name: 'Load earlier messages' }).dispatchEvent('click');
  await expect(chatLog(page).getByText('Note 1.', { exact: true })).toBeVisible();
  await expect(chatLog(page).getByRole('listitem')).toHaveCount(55);
  await expect(page.getByText('This is the start of your conversation.')).toBeVisible();
  await expect(page.getByRole('heading', { name: other.fullName })).toBeVisible();

  // On a phone the list and the conversation take turns; scrolling up to the top loads the earlier messages too.
  const phone = await bContext.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(`/dashboard/messages?conversation=${id}`);
  await expect(chatLog(phone).getByRole('listitem')).toHaveCount(50);
  await expect(contacts(phone)).toBeHidden();
  // The wheel turns whatever is under the mouse, so the page must have stopped moving: the signed-in header's bell
  // and menu come in a chunk of their own and, on a phone, push everything below them down a row when they do. The
  // mouse goes onto the newest message, well inside the scrolling panel (the log's middle is the screen's, as the
  // log is taller than the panel, and only just inside it).
  await expect(phone.getByRole('button', { name: `Account menu for ${reader.fullName}` })).toBeVisible();
  await chatLog(phone).getByRole('listitem').last().hover();
  await phone.mouse.wheel(0, -100_000);
  await expect(chatLog(phone).getByRole('listitem')).toHaveCount(55);
  await phone.getByRole('link', { name: 'Back to conversations' }).click();
  await expect(contacts(phone)).toBeVisible();
  await expect(chatLog(phone)).toBeHidden();
  await contacts(phone)
    .getByRole('link', { name: new RegExp(other.fullName) })
    .click();
  await expect(phone.getByRole('heading', { name: other.fullName })).toBeVisible();
  await expect(contacts(phone)).toBeHidden();
});

/** Axe (WCAG 2 A and AA) on what the page shows now: no serious or critical finding. */
async function expectAccessible(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);
}
