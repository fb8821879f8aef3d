// Automated accessibility checks (axe, WCAG 2 A and AA) of every page of the app: the public pages, a member's pages
// with something in them (a listing, a proposal, a conversation, an order, a notification), the admin panel's tabs
// and the guard screens, with the states that matter open (dialogs, menus, forms showing their errors). Every page in
// the light theme; the public pages and the dashboard and admin shells in the dark one too, on the rules a theme can
// change (fixtures/axe.ts). A serious or critical finding fails the test; axe cannot judge everything (reading
// order, wording, focus flow: e2e/keyboard.spec.ts), so this guards against regressions rather than proving a page
// accessible. Text over a gradient (the home page's hero) is left unmeasured by axe; its colours keep at least 4.7:1
// across the gradient in both themes (by hand).
//
// Every member measured is made for the test (fixtures/member-pages.ts, fixtures/listings.ts); the admin only looks.
import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './fixtures/admin.ts';
import { createSuspendedMember } from './fixtures/listings.ts';
import { colourRules, expectNoSeriousViolations, measurePage, waitForContent } from './fixtures/axe.ts';
import { seedMemberPages } from './fixtures/member-pages.ts';

const publicPaths = [
  '/',
  '/browse',
  '/services',
  '/requests',
  '/proposals',
  '/explore-categories',
  '/categories/technology',
  '/categories/legal-services',
  '/listing/unknown',
  '/add-listing',
  '/signup',
  '/reset-password',
  '/reset-password?token=not-a-real-token',
  '/get-help',
  '/terms',
  '/terms-of-use',
  '/about-us',
  '/how-it-works',
  '/privacy',
  '/completed-offers',
  '/maintenance',
];

// The dashboard shell's pages (sidebar, header, charts), measured in both themes.
const dashboardShellPaths = ['/dashboard', '/dashboard/wallet', '/dashboard/settings', '/dashboard/messages'];

const adminTabs = [
  'users',
  'offers',
  'transactions',
  'withdrawals',
  'feedback',
  'support',
  'reports',
  'settings',
] as const;

async function useTheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  // Still frames: a fading dialog or card would be measured half-drawn.
  await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
}

/** The theme follows the system setting when none was chosen: make sure the intended one was measured. */
async function expectTheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  const classes = (await page.locator('html').getAttribute('class')) ?? '';
  expect(classes.split(/\s+/).includes('dark')).toBe(colorScheme === 'dark');
}

async function readLiveListingPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/offers?pageSize=25');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { id: string }[] };
  const first = items[0];
  if (!first) throw new Error('the demo data has no live listing');
  return `/listing/${first.id}`;
}

/** Sends the page's form empty and waits until it shows what is wrong. */
async function showFormErrors(page: Page): Promise<void> {
  await page.getByRole('main').locator('form button[type="submit"]').first().click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the public pages have no serious accessibility violations in the ${colorScheme} theme`, async ({ page }) => {
    // Some 25 pages, each loaded and analysed by axe: about 5 s a page on a busy 2-core machine.
    test.setTimeout(240_000);
    await useTheme(page, colorScheme);
    const scope = colorScheme === 'dark' ? { rules: colourRules } : {};
    for (const path of publicPaths) await measurePage(page, path, scope);
    await measurePage(page, await readLiveListingPath(page), scope);

    await page.goto('/');
    await waitForContent(page);
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, 'the sign-in dialog', scope);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'the sign-in dialog with its errors', scope);

    // A visitor on a member page is sent home with the sign-in dialog open.
    await page.goto('/profile');
    await expect(dialog).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, 'the sign-in dialog over a member page', scope);
    await expectTheme(page, colorScheme);
  });
}

test('the public forms showing their errors have no serious accessibility violations', async ({ page }) => {
  await useTheme(page, 'light');
  await page.goto('/signup');
  await waitForContent(page);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await showFormErrors(page);
  await expectNoSeriousViolations(page, '/signup with errors');

  await page.goto('/get-help');
  await waitForContent(page);
  await showFormErrors(page);
  await expectNoSeriousViolations(page, '/get-help with errors');
  await expectTheme(page, 'light');
});

test("a member's pages, dialogs, menus and forms have no serious accessibility violations", async ({
  page,
  request,
}) => {
  // Every member page, dialog, menu and form loaded and analysed by axe, on a busy 2-core machine.
  test.setTimeout(360_000);
  await useTheme(page, 'light');
  const seeded = await seedMemberPages(page.request, request);
  try {
    const memberPaths = [
      ...dashboardShellPaths,
      `/dashboard/messages?conversation=${seeded.conversationId}`,
      '/dashboard/profile',
      '/dashboard/offers',
      '/dashboard/offers/create',
      '/dashboard/offers/create?type=request',
      '/dashboard/my-offers',
      '/dashboard/feedback',
      '/profile',
      '/proposals',
      `/proposals/${seeded.proposalId}`,
      `/listing/${seeded.listingId}`,
      '/completed-offers',
      '/add-listing',
      `/checkout/test/${seeded.orderId}`,
      '/checkout/test/00000000-0000-4000-8000-000000000000',
      '/success?product=dragon-coins&amount=10&coins=100',
      '/cancel',
    ];
    for (const path of memberPaths) await measurePage(page, path);

    await page.goto('/dashboard');
    await waitForContent(page);
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousViolations(page, 'the user menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('banner').getByText(/^New message from /)).toBeVisible();
    await expectNoSeriousViolations(page, 'the notifications panel');
    await page.keyboard.press('Escape');

    await page.goto('/dashboard/offers');
    await waitForContent(page);
    await page.getByRole('button', { name: `Edit ${seeded.listingTitle}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Listing' });
    await expect(edit).toBeVisible();
    await expectNoSeriousViolations(page, 'the edit listing dialog');
    await edit.getByRole('textbox', { name: 'Title' }).fill('');
    await edit.getByRole('button', { name: /^Save/ }).click();
    await expect(edit.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'the edit listing dialog with errors');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Delete ${seeded.listingTitle}` }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'the delete listing confirmation');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`/proposals/${seeded.proposalId}`);
    await waitForContent(page);
    await page.getByRole('button', { name: 'Withdraw Proposal' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Withdraw this proposal?' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the withdraw proposal confirmation');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/dashboard/offers/create');
    await waitForContent(page);
    await showFormErrors(page);
    await expectNoSeriousViolations(page, 'the create listing form with errors');

    await page.goto('/dashboard/feedback');
    await waitForContent(page);
    await showFormErrors(page);
    await expectNoSeriousViolations(page, 'the feedback form with errors');

    await page.goto('/dashboard/settings');
    await waitForContent(page);
    await page.getByRole('button', { name: 'Change Password' }).click();
    const password = page.getByRole('dialog', { name: 'Change Password' });
    await expect(password).toBeVisible();
    await expectNoSeriousViolations(page, 'the change password dialog');
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(password.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'the change password dialog with errors');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(page.getByRole('dialog', { name: /Delete Account/ })).toBeVisible();
    await expectNoSeriousViolations(page, 'the delete account dialog');
    await page.keyboard.press('Escape');
    await expectTheme(page, 'light');

    await useTheme(page, 'dark');
    for (const path of [...dashboardShellPaths, `/dashboard/messages?conversation=${seeded.conversationId}`]) {
      await measurePage(page, path, { rules: colourRules });
    }
    await expectTheme(page, 'dark');
  } finally {
    await seeded.cleanUp();
  }
});

test('the suspended screen has no serious accessibility violations', async ({ page }) => {
  await useTheme(page, 'light');
  await createSuspendedMember(page.request);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Suspended' })).toBeVisible();
  await waitForContent(page);
  await expectNoSeriousViolations(page, 'the suspended screen');
});

test("the admin panel's tabs and dialogs have no serious accessibility violations", async ({ page }) => {
  // Every tab and dialog of the panel loaded and analysed by axe, on a busy 2-core machine.
  test.setTimeout(240_000);
  await signInAsAdmin(page);

  await useTheme(page, 'dark');
  await measurePage(page, '/admin', { rules: colourRules });
  await measurePage(page, '/admin?tab=users', { rules: colourRules });
  await expectTheme(page, 'dark');

  await useTheme(page, 'light');
  await measurePage(page, '/admin');
  await measurePage(page, '/dashboard/admin');
  for (const tab of adminTabs) await measurePage(page, `/admin?tab=${tab}`);

  // A reason dialog showing its error and a confirmation, each left without acting: nothing changes.
  await page.goto('/admin?tab=offers');
  await waitForContent(page);
  // A listing's own Reject, not the Reject Edit of a live listing's edit awaiting review above the list.
  await page
    .getByRole('button', { name: /^Reject (?!edit of )/ })
    .first()
    .click();
  const reject = page.getByRole('dialog', { name: 'Reject Listing' });
  await expect(reject).toBeVisible();
  await expectNoSeriousViolations(page, 'the reject dialog');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page, 'the reject dialog with its error');
  await reject.getByRole('button', { name: 'Cancel' }).click();
  await expect(reject).toBeHidden();

  await page.goto('/admin?tab=users');
  await waitForContent(page);
  await page
    .getByRole('button', { name: /^Delete .*@example\.com$/ })
    .last()
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousViolations(page, 'the delete user confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expectTheme(page, 'light');
});
