import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { chromiumArgs, findChromium } from './chromium.ts';

// Issue 34: the app installs on a phone and opens without a network. The other journeys block the service worker.
test.use({ serviceWorkers: 'allow' });

type AppManifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  icons: { sizes: string; purpose?: string }[];
};

test('Chromium finds the app installable: its manifest, icons and service worker', async ({ baseURL }) => {
  // Chromium never offers to install from a private window, which is what an ordinary test context is.
  const profile = await mkdtemp(path.join(os.tmpdir(), 'market-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: chromiumArgs,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    expect(await page.evaluate('navigator.serviceWorker.ready.then((registration) => registration.scope)')).toBe(
      `${baseURL}/`,
    );
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { errors, data } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data ?? '{}') as AppManifest;
    expect(manifest).toMatchObject({ name: 'Dragon Market', start_url: '/dashboard', display: 'standalone' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('a page asked for without a network shows the offline page, and Try Again brings it back', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await context.setOffline(true);
  await page.goto('/browse');
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Services' })).toBeVisible();
});
