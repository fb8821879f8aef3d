import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newMember, signUpThroughApi } from './fixtures/accounts.ts';
import {
  expectPageIn,
  readEnglishSentences,
  readMessage,
  translatedLocales,
  watchConsole,
} from './fixtures/catalogs.ts';

const html = (page: Page) => page.locator('html');

test.describe('a visitor whose browser speaks German', () => {
  test.use({ locale: 'de-DE' });

  test('reads the page in German as the server sent it, and Arabic right to left once chosen', async ({ page }) => {
    const answer = await page.request.get('/', { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(await answer.text()).toMatch(/<html lang="de" dir="ltr">[\s\S]*Über uns/);
    // What search engines and link previews read of a category is German too.
    const category = await page.request.get('/categories/photography', { headers: { 'accept-language': 'de' } });
    const head = (await category.text()).split('</head>')[0] ?? '';
    const name = readMessage('de', 'components.category.photography');
    const blurb = readMessage('de', 'category-blurbs.photography');
    expect(head).toContain(`<title>${name} · Dragon Market</title>`);
    expect(head).toContain(`<meta name="description" content="${blurb}" />`);
    expect(head).toContain(`<meta property="og:title" content="${name} · Dragon Market" />`);

    await page.goto('/');
    await expect(html(page)).toHaveAttribute('lang', 'de');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Fußzeile' }).getByRole('link', { name: 'Über uns' }),
    ).toBeVisible();

    // The footer's picker switches every screen at once, and the next page arrives in it from the server.
    await page.getByRole('contentinfo').getByLabel('Sprache').selectOption('ar');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(banner.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
    await page.reload();
    await expect(html(page)).toHaveAttribute('lang', 'ar');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(banner.getByRole('link', { name: 'إنشاء حساب' })).toBeVisible();
  });
});

test("a member's language is saved on their profile and follows them to a new device", async ({ page, browser }) => {
  const member = await signUpThroughApi(page.request, newMember());
  await page.goto('/dashboard/settings');
  const preferences = page.getByRole('main').getByRole('region', { name: 'Preferences' });
  await preferences.getByLabel('Language').selectOption('fr');
  await expect(html(page)).toHaveAttribute('lang', 'fr');
  // The whole page switched, this section's own name included.
  const inFrench = page
    .getByRole('main')
    .getByRole('region', { name: readMessage('fr', 'accounts.preferences.title') });
  await expect(inFrench.getByLabel('Langue')).toHaveValue('fr');
  await expect(inFrench.getByRole('status')).toHaveText(readMessage('fr', 'accounts.preferences.saved'));

  // A new device whose browser speaks English takes the profile's French once the member signs in.
  const laptop = await browser.newContext({ locale: 'en-US' });
  try {
    const second = await laptop.newPage();
    await second.goto('/');
    await expect(html(second)).toHaveAttribute('lang', 'en');
    const signedIn = await second.request.post('/api/auth/sign-in', {
      data: { email: member.email, password: member.password },
    });
    expect(signedIn.status()).toBe(200);
    await second.reload();
    await expect(html(second)).toHaveAttribute('lang', 'fr');
    await expect(second.getByRole('navigation', { name: 'Pied de page' })).toBeVisible();
    await second.reload();
    // The device keeps it too: the server renders the next page in French straight away.
    const answer = await second.request.get('/browse');
    expect(await answer.text()).toMatch(/<html lang="fr" dir="ltr">/);
  } finally {
    await laptop.close();
  }
});

// The public pages, with a live listing and its provider's profile.
async function listPublicPages(request: APIRequestContext): Promise<string[]> {
  const services = await request.get('/api/offers?kind=service');
  expect(services.ok()).toBe(true);
  const listing = ((await services.json()) as { items: { id: string; provider: { id: string } }[] }).items[0];
  if (!listing) throw new Error('no live service to read');
  return [
    '/',
    '/browse',
    '/services',
    '/requests',
    '/explore-categories',
    '/categories/business',
    `/listing/${listing.id}`,
    `/members/${listing.provider.id}`,
    '/about-us',
    '/how-it-works',
    '/terms-of-use',
    '/privacy',
    '/get-help',
    '/signup',
    '/completed-offers',
  ];
}

for (const locale of translatedLocales) {
  test(`the public pages read wholly in ${locale}, each message there${locale === 'ar' ? ', and fit a phone right to left' : ''}`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const englishSentences = readEnglishSentences(locale);
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }]);
    if (locale === 'ar') await page.setViewportSize({ width: 390, height: 844 });
    const problems = watchConsole(page);
    for (const address of await listPublicPages(page.request)) {
      await expectPageIn(page, address, locale, englishSentences);
      // Hydrated, with the app's catalog in: the footer's picker names the language.
      await expect(page.getByRole('contentinfo').getByRole('combobox')).toHaveValue(locale);
    }
    expect(problems).toEqual([]);
  });
}
