// Keyboard-only journeys: the skip link, the sign-in dialog (focus moves in, stays in, and returns to its trigger),
// the header's user menu, the phone's visitor menu, a confirmation dialog that deletes a listing, and the admin panel's tabs, each reached
// and worked with keys alone, with a visible focus indicator wherever focus lands. The mouse is never used: elements
// are reached with Tab, so a control that cannot be reached fails here.
import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './fixtures/accounts.ts';
import { waitForContent } from './fixtures/axe.ts';
import { describeFocused, expectVisibleFocus, holdsFocus, tabTo } from './fixtures/keyboard.ts';
import { signInAdminThroughApi } from './fixtures/admin.ts';
import { postListing, uniqueTitle } from './fixtures/listings.ts';

async function openPage(page: Page, path: string): Promise<void> {
  // Still frames: a fading dialog or menu would be read half-drawn.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(path);
  await waitForContent(page);
}

test('the skip link is the first Tab stop and moves focus to the main content', async ({ page }) => {
  await openPage(page, '/browse');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expectVisibleFocus(skip);
  await expect(skip).toBeInViewport();

  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/#main-content$/);
  // The next Tab goes on from the main content, past the header.
  await page.keyboard.press('Tab');
  expect(await holdsFocus(page.getByRole('main'))).toBe(true);
});

test('the sign-in dialog opens from the header, keeps focus inside, and gives it back on Escape', async ({ page }) => {
  await openPage(page, '/');
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Sign In' });
  await tabTo(page, trigger);
  await expectVisibleFocus(trigger);

  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => holdsFocus(dialog)).toBe(true);

  // Every control of the dialog and round again: focus never leaves it, forwards or backwards.
  const seen = new Set<string>();
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press('Tab');
    expect(await holdsFocus(dialog), `Tab ${press + 1} left the dialog`).toBe(true);
    await expectVisibleFocus(page.locator(':focus'));
    seen.add(await describeFocused(page));
  }
  expect(seen.size).toBeGreaterThanOrEqual(4);
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await holdsFocus(dialog), `Shift+Tab ${press + 1} left the dialog`).toBe(true);
  }

  // The form is filled and sent with keys too.
  await tabTo(page, dialog.getByLabel('Email'));
  await page.keyboard.type('nobody@example.com');
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  expect(await holdsFocus(dialog)).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("a phone's visitor menu opens from the keyboard on the first press, and Escape gives focus back", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/');
  // A stand-in button loads the menu's code on its first press, which must then open the menu all the same.
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  await tabTo(page, trigger);
  await expectVisibleFocus(trigger);

  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expectVisibleFocus(menu.getByRole('menuitem', { name: 'Become a Seller?' }));
  await page.keyboard.press('ArrowDown');
  await expectVisibleFocus(menu.getByRole('menuitem', { name: 'Sign In' }));

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  const loadedTrigger = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  await expectVisibleFocus(loadedTrigger);

  // Opened again, Sign In leads to the sign-in dialog.
  await page.keyboard.press('Enter');
  await expectVisibleFocus(menu.getByRole('menuitem', { name: 'Become a Seller?' }));
  await page.keyboard.press('ArrowDown');
  // Enter goes to whatever has focus: the arrow's move must have landed first.
  await expectVisibleFocus(menu.getByRole('menuitem', { name: 'Sign In' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
});

test("the header's user menu opens from the keyboard, arrows move between its items, Escape closes it", async ({
  page,
}) => {
  await signUpThroughApi(page.request);
  await openPage(page, '/dashboard');
  const trigger = page.getByRole('button', { name: /^Account menu for / });
  await tabTo(page, trigger);
  await expectVisibleFocus(trigger);

  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const profile = menu.getByRole('menuitem', { name: 'My Profile' });
  await expectVisibleFocus(profile);
  await page.keyboard.press('ArrowDown');
  await expectVisibleFocus(menu.getByRole('menuitem', { name: 'My Wallet' }));
  await page.keyboard.press('ArrowUp');
  await expectVisibleFocus(profile);
  await page.keyboard.press('End');
  await expectVisibleFocus(menu.getByRole('menuitem', { name: 'Logout' }));

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  // Logout asks first; cancelling it puts focus back on the menu's button, as the Logout item is gone.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('End');
  await expectVisibleFocus(menu.getByRole('menuitem', { name: 'Logout' }));
  await page.keyboard.press('Enter');
  const confirmation = page.getByRole('alertdialog', { name: 'Sign Out' });
  await expect(confirmation).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirmation).toBeHidden();
  await expectVisibleFocus(trigger);

  // ArrowDown opens it as well, and Enter on an item follows it.
  await page.keyboard.press('ArrowDown');
  await expect(menu).toBeVisible();
  await expectVisibleFocus(profile);
  await page.keyboard.press('ArrowDown');
  await expectVisibleFocus(menu.getByRole('menuitem', { name: 'My Wallet' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/wallet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
});

test('a listing is deleted from the keyboard through its confirmation dialog', async ({ page }) => {
  await signUpThroughApi(page.request);
  // Pending until deleted here: the lists other journeys count stay as they were.
  const { title } = await postListing(page.request, { title: uniqueTitle('Keyboard deletion') });

  await openPage(page, '/dashboard/offers');
  const remove = page.getByRole('button', { name: `Delete ${title}` });
  await tabTo(page, remove, 60);
  await expectVisibleFocus(remove);

  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  // Focus starts on the safe answer, and Tab keeps to the dialog's two answers.
  const cancel = confirm.getByRole('button', { name: 'Cancel' });
  const confirmDelete = confirm.getByRole('button', { name: 'Delete' });
  await expectVisibleFocus(cancel);
  await page.keyboard.press('Tab');
  await expectVisibleFocus(confirmDelete);
  await page.keyboard.press('Tab');
  await expectVisibleFocus(cancel);

  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(1);

  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expectVisibleFocus(confirmDelete);
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByText(title)).toHaveCount(0);
  const mine = (await (await page.request.get('/api/me/offers')).json()) as { items: { title: string }[] };
  expect(mine.items.map((item) => item.title)).not.toContain(title);
});

test("the admin panel's tabs switch with the arrow keys, Home and End, and Tab moves into the panel", async ({
  page,
}) => {
  await signInAdminThroughApi(page.request);
  await openPage(page, '/admin');

  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  await tabTo(page, tab('Overview'), 60);
  await expectVisibleFocus(tab('Overview'));
  await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('ArrowRight');
  await expectVisibleFocus(tab('Users'));
  await expect(tab('Users')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=users$/);
  await expect(page.getByRole('tabpanel', { name: 'Users' })).toBeVisible();

  await page.keyboard.press('End');
  await expectVisibleFocus(tab('Platform Settings'));
  await expect(page.getByRole('tabpanel', { name: 'Platform Settings' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expectVisibleFocus(tab('Overview'));
  await page.keyboard.press('ArrowLeft');
  await expectVisibleFocus(tab('Platform Settings'));
  await page.keyboard.press('Home');
  await expectVisibleFocus(tab('Overview'));
  await expect(page).toHaveURL(/\/admin$/);

  // Only the selected tab is a Tab stop: the next Tab leaves the strip for the panel.
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page.getByRole('tabpanel', { name: 'Overview' }));
});
