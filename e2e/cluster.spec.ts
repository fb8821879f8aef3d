// Issue 21's cluster, shown in a browser: two server processes behind nginx (round robin, no sticky sessions) on
// one PostgreSQL database, with uploads in S3 and rate limits in Redis (e2e/fixtures/cluster.ts). Where it matters
// which process answered, the spec reads nginx's X-Upstream header and then goes through the other process, at
// its own address; cookies belong to the host, not the port, so the browser takes its session along.
import { expect, type Page } from '@playwright/test';
import { accountMenuButton, freshEmail, onePixelPng } from './fixtures/accounts.ts';
import { openAdminPanel } from './fixtures/admin.ts';
import { type ClusterProcess, newAddress, test } from './fixtures/cluster.ts';
import { uniqueTitle } from './fixtures/listings.ts';

const password = 'Sturdy-Pass-42';

async function openSignIn(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  return page.getByRole('dialog', { name: 'Welcome Back' });
}

test('two server processes behind nginx are one site: sessions, events, lists, rate limits and uploads', async ({
  cluster,
  newClient,
}) => {
  // Eight steps over two processes and nginx: a machine half as fast as usual needs more than two minutes.
  test.setTimeout(240_000);
  const owner = await newClient();

  await test.step('nginx hands requests to both processes in turn', async () => {
    const answers = [await owner.request.get('/api/health'), await owner.request.get('/api/health')];
    expect(answers.map((answer) => cluster.servedBy(answer).name).sort()).toEqual(['A', 'B']);
  });

  await test.step('a session made through one process works on the other', async () => {
    const signIn = await openSignIn(owner);
    await signIn.getByRole('button', { name: 'Sign up' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Create Account' });
    const ownerEmail = freshEmail();
    await dialog.getByLabel('Full Name').fill('Cluster Owner');
    await dialog.getByLabel('Email').fill(ownerEmail);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('checkbox', { name: 'I agree to the Terms of Use' }).check();
    const signedUp = owner.waitForResponse((response) => response.url().endsWith('/api/auth/sign-up'));
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    const maker = cluster.servedBy(await signedUp);
    await expect(accountMenuButton(owner)).toHaveAccessibleName('Account menu for Cluster Owner');
    // Only verified members post listings; this cluster has no mailbox to follow the link from.
    expect(await cluster.query(`UPDATE users SET email_verified = true WHERE email = $1`, [ownerEmail])).toBe(1);

    const elsewhere = await owner.context().newPage();
    await elsewhere.goto(`${cluster.otherThan(maker).url}/dashboard`);
    await expect(accountMenuButton(elsewhere)).toHaveAccessibleName('Account menu for Cluster Owner');
    await elsewhere.close();
  });

  const title = uniqueTitle('Garden design');
  let uploader: ClusterProcess | undefined;
  let listingId = '';
  await test.step('the owner posts a listing with a picture', async () => {
    await owner.goto('/add-listing');
    const form = owner.getByRole('form', { name: 'Listing' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Category').selectOption('Home & Garden');
    await form.getByLabel('Description').fill('Planting plans for small gardens, from the soil up.');
    await form.getByLabel('Cash price (USD)').fill('40');
    await form.getByRole('checkbox', { name: 'Cash' }).check();
    const uploaded = owner.waitForResponse((response) => response.url().endsWith('/api/uploads'));
    await form.getByLabel('Images').setInputFiles(onePixelPng);
    const upload = await uploaded;
    expect(upload.status()).toBe(201);
    uploader = cluster.servedBy(upload);
    await expect(form.getByRole('img', { name: 'Listing image 1' })).toBeVisible();
    const posted = owner.waitForResponse(
      (response) => response.url().endsWith('/api/offers') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Submit Listing' }).click();
    listingId = ((await (await posted).json()) as { id: string }).id;
    await expect(owner.getByRole('dialog', { name: 'Listing Submitted!' })).toBeVisible();
  });

  await test.step("an approval through one process reaches the owner's tab and the lists of the other", async () => {
    const streamOpened = owner.waitForResponse((response) => response.url().endsWith('/api/events'));
    await owner.goto('/dashboard');
    const streaming = cluster.servedBy(await streamOpened);
    const approver = cluster.otherThan(streaming);
    // A stream opened again meanwhile (perhaps through the approver) would prove nothing.
    let reopened = 0;
    owner.on('response', (response) => {
      if (response.url().endsWith('/api/events')) reopened += 1;
    });

    // Loaded before the approval, so the stream's process holds this list in its cache (for an hour): made live
    // behind the app's back, with nothing to tell the caches, the listing stays out of it.
    const visitor = await newClient({ baseURL: streaming.url });
    await visitor.goto('/browse');
    await expect(visitor.getByText('No services found')).toBeVisible();
    expect(await cluster.query(`UPDATE offers SET status = 'active' WHERE id = $1`, [listingId])).toBe(1);
    await visitor.reload();
    await expect(visitor.getByText('No services found')).toBeVisible();
    // The page's HTML too, rendered on the server and kept in its cache.
    const browsePage = async () => (await visitor.request.get('/browse')).text();
    expect(await browsePage()).toContain('No services are listed yet.');
    expect(await cluster.query(`UPDATE offers SET status = 'pending' WHERE id = $1`, [listingId])).toBe(1);

    const admin = await newClient({ baseURL: approver.url });
    const adminEmail = freshEmail();
    const adminSignUp = await admin.request.post('/api/auth/sign-up', {
      data: { fullName: 'Cluster Admin', email: adminEmail, password, termsAgreed: true },
    });
    expect(adminSignUp.status(), await adminSignUp.text()).toBe(201);
    expect(await cluster.query(`UPDATE users SET role = 'admin' WHERE email = $1`, [adminEmail])).toBe(1);
    await openAdminPanel(admin, 'offers');
    const row = admin.getByRole('tabpanel', { name: 'Offers' }).getByRole('row').filter({ hasText: title });
    // The server's answer first, so a refused or failed approval says why rather than leaving the status waiting.
    const approved = admin.waitForResponse((response) => response.url().endsWith('/approve'));
    await row.getByRole('button', { name: `Approve ${title}` }).click();
    const answer = await approved;
    expect(answer.status(), await answer.text()).toBe(200);
    await expect(row.getByRole('combobox', { name: `Status of ${title}` })).toHaveValue('active');

    // The toast, on the page loaded before the approval.
    const toasts = owner.getByRole('region', { name: /^Notifications/ });
    await expect(toasts.getByText(`Your listing "${title}" has been approved and is now live.`)).toBeVisible();
    expect(reopened).toBe(0);

    await visitor.reload();
    await expect(visitor.getByRole('main').getByRole('heading', { level: 3 })).toHaveText([title]);
    expect(await browsePage()).toContain(title);
  });

  await test.step('a picture stored through one process is served through the other', async () => {
    const server = cluster.otherThan(uploader!);
    // A new browser: nothing of the picture is in its cache.
    const visitor = await newClient({ baseURL: server.url });
    const redirected = visitor.waitForResponse((response) => /\/uploads\/.+\.webp$/.test(response.url()));
    await visitor.goto(`/listing/${listingId}`);
    const redirect = await redirected;
    expect(new URL(redirect.url()).origin).toBe(server.url);
    expect(redirect.status()).toBe(301);
    const picture = visitor.getByRole('main').getByRole('img', { name: title });
    await expect(picture).toBeVisible();
    // Loaded and decoded: the bucket's 1x1 picture, not a broken image.
    await expect(picture).toHaveJSProperty('naturalWidth', 1);
  });

  await test.step('sign-in attempts count against one limit across both processes', async () => {
    const address = newAddress();
    const attempt = async (process: ClusterProcess) => {
      const response = await fetch(`${process.url}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email: freshEmail(), password: 'Wrong-Pass-42' }),
      });
      return response.status;
    };
    // All but the last allowed attempt, each process in turn: counting alone, neither would be near its limit.
    const refusals: number[] = [];
    for (let i = 0; i < cluster.authRateLimit - 1; i += 1) refusals.push(await attempt(cluster.processes[i % 2]!));
    expect(refusals).toEqual(new Array<number>(cluster.authRateLimit - 1).fill(401));

    const page = await newClient({ address });
    const dialog = await openSignIn(page);
    await dialog.getByLabel('Email').fill(freshEmail());
    await dialog.getByLabel('Password').fill('Wrong-Pass-42');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog.getByText('Invalid email or password')).toBeVisible();
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog.getByText('Too many attempts. Please wait a minute and try again.')).toBeVisible();
    const [a, b] = cluster.processes;
    expect([await attempt(a), await attempt(b)]).toEqual([429, 429]);
  });
});
