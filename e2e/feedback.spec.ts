import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './fixtures/accounts.ts';

// The member's feedback page: the form with the spec's validation, then the history it feeds. Each test makes its
// own member, whose history starts empty.

const historyEntries = (page: Page) =>
  page.getByRole('region', { name: 'Your Feedback History' }).getByRole('listitem');

test('a member sends feedback and finds it in their history, newest first', async ({ page }) => {
  await signUpThroughApi(page.request);
  await page.goto('/dashboard/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  await expect(page.getByText('You have not sent any feedback yet.')).toBeVisible();
  await expect(page.getByLabel('Feedback type')).toHaveValue('general');

  const content = page.getByRole('textbox', { name: 'Your feedback' });
  await content.fill('Too short');
  await expect(page.getByText('9/5000 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByRole('alert')).toHaveText('Feedback must be at least 10 characters');
  await expect(content).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Feedback type').selectOption({ label: 'Bug Report' });
  await content.fill('The search box forgets my query after going back.');
  await page.getByRole('radio', { name: '4 stars' }).check();
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your feedback!' })).toBeVisible();
  // The form starts over.
  await expect(content).toHaveValue('');
  await expect(page.getByLabel('Feedback type')).toHaveValue('general');
  await expect(page.getByRole('radio', { name: '4 stars' })).not.toBeChecked();

  await expect(historyEntries(page)).toHaveCount(1);
  const bug = historyEntries(page).first();
  await expect(bug).toContainText('Bug Report');
  await expect(bug).toContainText('Pending');
  await expect(bug).toContainText('4/5');
  await expect(bug).toContainText('The search box forgets my query after going back.');

  // A rating chosen and taken back is no rating.
  await page.getByLabel('Feedback type').selectOption({ label: 'Feature Request' });
  await content.fill('Please add a dark theme for the charts.');
  await page.getByRole('radio', { name: '2 stars' }).check();
  await page.getByRole('button', { name: 'Clear rating' }).click();
  await expect(page.getByRole('radio', { name: '2 stars' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(historyEntries(page)).toHaveCount(2);
  const feature = historyEntries(page).first();
  await expect(feature).toContainText('Feature Request');
  await expect(feature).toContainText('N/A');

  const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(serious.map((violation) => violation.id)).toEqual([]);

  await page.reload();
  await expect(historyEntries(page)).toHaveCount(2);
  await expect(historyEntries(page).nth(0)).toContainText('Please add a dark theme for the charts.');
  await expect(historyEntries(page).nth(0)).toContainText('N/A');
  await expect(historyEntries(page).nth(1)).toContainText('The search box forgets my query after going back.');
  await expect(historyEntries(page).nth(1)).toContainText('4/5');
});

test('on a phone the form is rated by keyboard and nothing overflows the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpThroughApi(page.request);
  await page.goto('/dashboard/feedback');
  await page.getByRole('textbox', { name: 'Your feedback' }).fill('Works nicely on my phone, thank you.');
  await page.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '3 stars' })).toBeChecked();
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(historyEntries(page).first()).toContainText('3/5');
  await expect(historyEntries(page).first()).toContainText('General Feedback');
  const overflows = await page.evaluate('document.documentElement.scrollWidth > window.innerWidth');
  expect(overflows).toBe(false);
});

test("the server's refusal is shown in the form: the hourly limit", async ({ page }) => {
  await signUpThroughApi(page.request);
  for (let n = 0; n < 10; n += 1) {
    const sent = await page.request.post('/api/feedback', { data: { content: `Feedback through the API ${n}` } });
    expect(sent.status()).toBe(201);
  }
  await page.goto('/dashboard/feedback');
  await expect(historyEntries(page)).toHaveCount(10);
  await page.getByRole('textbox', { name: 'Your feedback' }).fill('One more than the hour allows.');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'You have sent a lot of feedback in the last hour. Please wait a while and try again.',
  );
  // Nothing was lost: the text stays for later.
  await expect(page.getByRole('textbox', { name: 'Your feedback' })).toHaveValue('One more than the hour allows.');
  await expect(historyEntries(page)).toHaveCount(10);
});
