// A member's and an admin's pages in every language (issue 35): each reads wholly in it, with every message there,
// and in Arabic right to left on a phone without sideways scroll.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { newMember, signUpThroughApi } from './fixtures/accounts.ts';
import { readSpecAdmin } from './fixtures/admin.ts';
import {
  expectPageIn,
  readEnglishSentences,
  readMessage,
  readServerText,
  translatedLocales,
  watchConsole,
} from './fixtures/catalogs.ts';
import { seedMemberPages } from './fixtures/member-pages.ts';

/** Another member's live listing: the member's own is pending, which the server answers 404 to anyone else. */
async function readLiveListingPath(request: APIRequestContext): Promise<string> {
  const services = await request.get('/api/offers?kind=service');
  expect(services.ok()).toBe(true);
  const [listing] = ((await services.json()) as { items: { id: string }[] }).items;
  if (!listing) throw new Error('no live service to read');
  return `/listing/${listing.id}`;
}

const adminTabs = ['users', 'offers', 'transactions', 'withdrawals', 'feedback', 'support', 'reports', 'settings'];

for (const locale of translatedLocales) {
  test(`a member's pages read wholly in ${locale}`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const seeded = await seedMemberPages(page.request, request);
    try {
      const chosen = await page.request.patch('/api/me', { data: { language: locale } });
      expect(chosen.ok(), await chosen.text()).toBe(true);
      if (locale === 'ar') await page.setViewportSize({ width: 390, height: 844 });
      const englishSentences = readEnglishSentences(locale);
      const problems = watchConsole(page);
      for (const address of [
        '/dashboard',
        '/dashboard/wallet',
        '/dashboard/settings',
        '/dashboard/messages',
        `/dashboard/messages?conversation=${seeded.conversationId}`,
        '/dashboard/profile',
        '/dashboard/offers',
        '/dashboard/offers/create',
        '/dashboard/offers/create?type=request',
        '/dashboard/my-offers',
        '/dashboard/favourites',
        '/dashboard/saved-searches',
        '/dashboard/feedback',
        '/profile',
        '/proposals',
        `/proposals/${seeded.proposalId}`,
        await readLiveListingPath(page.request),
        '/add-listing',
        `/checkout/test/${seeded.orderId}`,
        '/success?product=dragon-coins&amount=10&coins=100',
        '/cancel',
      ]) {
        await expectPageIn(page, address, locale, englishSentences);
      }
      // The bell's list: the conversation's notice, rewritten by the next message in the member's language.
      const sent = await request.post(`/api/conversations/${seeded.conversationId}/messages`, {
        data: { content: 'Are you there?' },
      });
      expect(sent.ok(), await sent.text()).toBe(true);
      await page.goto('/dashboard');
      const bellTitle = readMessage(locale, 'notifications.bell.title');
      await page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(`^${bellTitle}`) })
        .click();
      const notice = readServerText(locale, 'New message from {senderName}', { senderName: 'Writing Member' });
      await expect(page.getByRole('banner').getByText(notice)).toBeVisible();
      expect(problems).toEqual([]);
    } finally {
      await seeded.cleanUp();
    }
  });
}

test('an admin reads every tab of the panel in German and Arabic', async ({ page }) => {
  test.setTimeout(180_000);
  const admin = await readSpecAdmin();
  const signedIn = await page.request.post('/api/auth/sign-in', {
    data: { email: admin.email, password: admin.password },
  });
  expect(signedIn.status()).toBe(200);
  const problems = watchConsole(page);
  try {
    for (const locale of ['de', 'ar'] as const) {
      const chosen = await page.request.patch('/api/me', { data: { language: locale } });
      expect(chosen.ok(), await chosen.text()).toBe(true);
      const englishSentences = readEnglishSentences(locale);
      await expectPageIn(page, '/admin', locale, englishSentences);
      for (const tab of adminTabs) await expectPageIn(page, `/admin?tab=${tab}`, locale, englishSentences);
    }
  } finally {
    await page.request.patch('/api/me', { data: { language: 'en' } });
  }
  expect(problems).toEqual([]);
});

test("a suspension's default reason reads in each reader's language", async ({ page, browser }) => {
  const admin = await readSpecAdmin();
  const signedIn = await page.request.post('/api/auth/sign-in', {
    data: { email: admin.email, password: admin.password },
  });
  expect(signedIn.status()).toBe(200);
  const memberContext = await browser.newContext();
  try {
    await page.request.patch('/api/me', { data: { language: 'de' } });
    const memberPage = await memberContext.newPage();
    const member = await signUpThroughApi(memberPage.request, newMember({ fullName: 'Suspended Spanish Member' }));
    await memberPage.request.patch('/api/me', { data: { language: 'es' } });

    // The German admin finds the reason filled in in German, and sends it as it is.
    await page.goto(`/admin?tab=users&q=${encodeURIComponent(member.email)}`);
    const row = page.getByRole('row').filter({ hasText: member.email });
    await row
      .getByRole('button', { name: readMessage('de', 'admin.users.suspendLabel').replace('{email}', member.email) })
      .click();
    const dialog = page.getByRole('dialog', { name: readMessage('de', 'admin.users.suspendTitle') });
    const germanReason = readMessage('de', 'components.suspension.defaultReason');
    await expect(dialog.getByLabel(readMessage('de', 'admin.reasonDialog.reason'))).toHaveValue(germanReason);
    await dialog.getByRole('button', { name: readMessage('de', 'admin.users.suspend'), exact: true }).click();
    await expect(row.getByText(germanReason)).toBeVisible();

    // The member, who reads Spanish, reads it in Spanish.
    await memberPage.goto('/dashboard');
    await expect(memberPage.getByRole('heading', { name: readMessage('es', 'app.suspended.title') })).toBeVisible();
    await expect(memberPage.getByText(readMessage('es', 'components.suspension.defaultReason'))).toBeVisible();
  } finally {
    await memberContext.close();
    await page.request.patch('/api/me', { data: { language: 'en' } });
  }
});
