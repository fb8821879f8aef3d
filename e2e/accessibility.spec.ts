// Automated accessibility checks (axe, WCAG 2 A and AA) of the public pages and a member's dashboard pages, in the light and the dark theme. A
// serious or critical finding fails the test; axe cannot judge everything (reading order, wording, focus flow), so
// this guards against regressions rather than proving a page accessible. Text over a gradient (the home page's
// hero) is left unmeasured by axe; its colours keep at least 4.7:1 across the gradient in both themes (by hand).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './fixtures/accounts.ts';

const publicPaths = [
  '/',
  '/browse',
  '/requests',
  '/explore-categories',
  '/categories/technology',
  '/categories/legal-services',
  '/listing/unknown',
  '/get-help',
  '/terms',
  '/about-us',
  '/how-it-works',
  '/privacy',
  '/completed-offers',
];

// A fresh member's pages; the theme they are measured in comes from the system setting, as the profile says 'system'.
const memberPaths = ['/dashboard', '/dashboard/settings', '/dashboard/feedback'];

const failingImpacts = new Set(['serious', 'critical']);

/** Waits for the page's own content: its heading, then no request in flight and nothing marked busy. */
async function waitForContent(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The serious and critical findings, one line each with the first elements concerned. */
async function findSeriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => failingImpacts.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes.slice(0, 5).map((node) => node.target.join(' '));
      return `${violation.id} (${violation.impact}): ${violation.help} at ${targets.join(', ')}`;
    });
}

async function readLiveListingPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/offers?pageSize=25');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { id: string }[] };
  const first = items[0];
  if (!first) throw new Error('the demo data has no live listing');
  return `/listing/${first.id}`;
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in the ${colorScheme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      // Still frames: a fading dialog or card would be measured half-drawn.
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    });

    test.afterEach(async ({ page }) => {
      // The theme follows the system setting when none was chosen: make sure the intended one was measured.
      const classes = (await page.locator('html').getAttribute('class')) ?? '';
      expect(classes.split(/\s+/).includes('dark')).toBe(colorScheme === 'dark');
    });

    for (const path of publicPaths) {
      test(`${path} has no serious accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await waitForContent(page);
        expect(await findSeriousViolations(page)).toEqual([]);
      });
    }

    for (const path of memberPaths) {
      test(`${path} has no serious accessibility violations for a member`, async ({ page }) => {
        await signUpThroughApi(page.request);
        await page.goto(path);
        await waitForContent(page);
        expect(await findSeriousViolations(page)).toEqual([]);
      });
    }

    test('a live listing has no serious accessibility violations', async ({ page }) => {
      await page.goto(await readLiveListingPath(page));
      await waitForContent(page);
      expect(await findSeriousViolations(page)).toEqual([]);
    });

    test('the sign-in dialog has no serious accessibility violations', async ({ page }) => {
      await page.goto('/');
      await waitForContent(page);
      await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
      expect(await findSeriousViolations(page)).toEqual([]);
    });
  });
}
