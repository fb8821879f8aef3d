import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newMember, signUpThroughApi } from './fixtures/accounts.ts';
import { isConsoleProblem } from './fixtures/console.ts';

const html = (page: Page) => page.locator('html');

test.describe('a visitor whose browser speaks German', () => {
  test.use({ locale: 'de-DE' });

  test('reads the page in German as the server sent it, and Arabic right to left once chosen', async ({ page }) => {
    const answer = await page.request.get('/', { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(await answer.text()).toMatch(/<html lang="de" dir="ltr">[\s\S]*Über uns/);

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
  await expect(preferences.getByLabel('Langue')).toHaveValue('fr');
  await expect(preferences.getByRole('status')).toHaveText('Preferences saved');

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

// Every catalog of the web app, by locale: what each translated page must show in place of the English.
function readCatalogs(locale: string): Record<string, string> {
  const webRoot = fileURLToPath(new URL('../src/web', import.meta.url));
  const folders = readdirSync(webRoot, { recursive: true, encoding: 'utf8' }).filter((entry) =>
    entry.endsWith(`messages/${locale}.json`),
  );
  return Object.assign({}, ...folders.map((file) => JSON.parse(readFileSync(path.join(webRoot, file), 'utf8'))));
}

const english = readCatalogs('en');

// The English a translated page must not show: whole sentences of its catalogs, which no listing or name repeats.
function englishLeftIn(text: string, translated: Record<string, string>): string[] {
  return Object.entries(english)
    .filter(([id, message]) => message.length >= 20 && !/[{}<]/.test(message) && translated[id] !== message)
    .map(([, message]) => message)
    .filter((message) => text.includes(message));
}

// The public pages whose areas are translated (decision 056); the walk grows with the catalogs.
async function listTranslatedPages(request: APIRequestContext): Promise<string[]> {
  const services = await request.get('/api/offers?kind=service');
  expect(services.ok()).toBe(true);
  const listing = ((await services.json()) as { items: { id: string; provider: { id: string } }[] }).items[0];
  if (!listing) throw new Error('no live service to read');
  return [
    '/',
    '/browse',
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
  ];
}

for (const locale of ['es', 'fr', 'de', 'ar'] as const) {
  test(`the translated public pages read wholly in ${locale}, each message there${locale === 'ar' ? ', and fit a phone right to left' : ''}`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const translated = readCatalogs(locale);
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }]);
    if (locale === 'ar') await page.setViewportSize({ width: 390, height: 844 });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (isConsoleProblem(message)) problems.push(message.text());
    });
    for (const address of await listTranslatedPages(page.request)) {
      await page.goto(address);
      await expect(html(page)).toHaveAttribute('lang', locale);
      // Hydrated, and the page's own catalog in: the footer is the app's, the heading the page's.
      await expect(page.getByRole('contentinfo').getByRole('combobox')).toHaveValue(locale);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(englishLeftIn(await page.locator('body').innerText(), translated), address).toEqual([]);
      if (locale === 'ar') {
        await expect(html(page)).toHaveAttribute('dir', 'rtl');
        const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
        expect(overflow, `${address} scrolls sideways`).toBeLessThanOrEqual(0);
      }
    }
    expect(problems).toEqual([]);
  });
}
