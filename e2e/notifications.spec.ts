import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { newMember, signUpThroughApi } from './fixtures/accounts.ts';

test('a new member opens an empty bell; the panel is accessible and closes on Escape', async ({ page }) => {
  await signUpThroughApi(page.request, newMember());
  await page.goto('/');

  const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications' });
  await expect(bell).toHaveAccessibleName('Notifications');
  await bell.click();

  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('No notifications yet')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Clear all' })).toBeDisabled();

  const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(serious.map((violation) => violation.id)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(bell).toBeFocused();
});
