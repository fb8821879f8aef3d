// What the screens of issue 20 rely on: public reads return 503 MAINTENANCE (so a page already open learns of it)
// while admins keep reading, and a suspended member can still ask support for help and reset their password.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportRequests } from '../db/schema/index.ts';
import { createTestApp, type TestContext } from '../test/app.ts';
import { createAdmin, createOffer, ensurePlatformSettings } from '../test/factories.ts';
import { waitForEmail } from '../test/outbox.ts';
import { createSignedInMember, signInAs } from '../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('maintenance on public reads', () => {
  afterAll(() => ensurePlatformSettings(t, { maintenanceMode: false }));

  it('answers 503 MAINTENANCE to visitors and members on every public read, and 200 to admins', async () => {
    const listing = await createOffer(t, { status: 'active' });
    const member = await createSignedInMember(t.app);
    const admin = await createAdmin(t.db);
    const adminCookie = await signInAs(t.app, admin.email);
    const reads = ['/api/offers', '/api/offers/featured', `/api/offers/${listing.id}`, '/api/categories'];
    // Read once before, so any cached response would be there to be (wrongly) served.
    for (const url of reads) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);

    await ensurePlatformSettings(t, { maintenanceMode: true });
    for (const url of reads) {
      for (const headers of [{}, { cookie: member.cookie }]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(503);
        expect(res.json().error.code, url).toBe('MAINTENANCE');
      }
      const asAdmin = await t.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
      expect(asAdmin.statusCode, url).toBe(200);
    }
    // What the web re-checks to learn the switch, open to all.
    const settings = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(settings.json().maintenanceMode).toBe(true);

    await ensurePlatformSettings(t, { maintenanceMode: false });
    for (const url of reads) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
  });
});

describe('a suspended member', () => {
  it('can still send a support request, kept with their account', async () => {
    const { user, cookie } = await createSignedInMember(t.app, { status: 'suspended', suspensionReason: 'Spam' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/support-requests',
      headers: { cookie },
      remoteAddress: '10.9.0.1',
      payload: { name: 'Sus Pended', email: user.email, helpType: 'Account Access', comments: 'Please review.' },
    });
    expect(res.statusCode).toBe(201);
    const [saved] = await t.db.select().from(supportRequests).where(eq(supportRequests.id, res.json().id));
    expect(saved?.userId).toBe(user.id);
  });

  it('can still reset their password while signed in, and sign in with the new one', async () => {
    const { user, cookie } = await createSignedInMember(t.app, { status: 'suspended', suspensionReason: 'Spam' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      headers: { cookie },
      payload: { email: user.email },
    });
    expect(asked.statusCode).toBe(202);
    const mail = await waitForEmail(t.db, user.email, 'password_reset');
    const token = new URL((mail.payload as { resetUrl: string }).resetUrl).searchParams.get('token') ?? '';
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      headers: { cookie },
      payload: { token, password: 'Brand-new-pass1', confirmPassword: 'Brand-new-pass1' },
    });
    expect(confirmed.statusCode).toBe(204);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: 'Brand-new-pass1' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('is still refused what needs an active account', async () => {
    const { cookie } = await createSignedInMember(t.app, { status: 'suspended', suspensionReason: 'Spam' });
    const listing = await createOffer(t, { status: 'active', paymentTypes: ['cash'] });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/offers/${listing.id}/proposals`,
      headers: { cookie },
      payload: { paymentMethods: ['cash'], fullName: 'Sus Pended', email: 'sus@example.com' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'ACCOUNT_SUSPENDED', message: 'Spam' });
  });
});
