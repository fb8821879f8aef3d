import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, sessions, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createUser, defaultPassword } from '../../test/factories.ts';
import { cookieFrom, createSignedInMember, signInAs } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload });
const valid = { fullName: 'Ann Lee', email: 'ann.lee@example.com', password: 'Sturdy-Pass-42', termsAgreed: true };

describe('POST /api/auth/sign-up', () => {
  it.each([
    [{ ...valid, fullName: '' }, 'fullName', 'Full name is required'],
    [{ ...valid, fullName: 'A' }, 'fullName', 'Full name must be at least 2 characters'],
    [{ ...valid, email: '' }, 'email', 'Email is required'],
    [{ ...valid, email: 'not-an-email' }, 'email', 'Invalid email address'],
    [{ ...valid, password: '' }, 'password', 'Password is required'],
    [{ ...valid, password: 'short1!' }, 'password', 'Password must be at least 8 characters'],
    [{ ...valid, termsAgreed: false }, 'termsAgreed', 'You must agree to the Terms of Use'],
    [{ ...valid, theme: 'blue' }, 'theme', 'Theme must be light, dark or system'],
    [{ ...valid, currency: 'XYZ' }, 'currency', 'Please choose one of the listed currencies'],
    [{ ...valid, language: 'pt' }, 'language', 'Please choose one of the listed languages'],
  ])('refuses %j with the spec message', async (payload, field, message) => {
    const res = await signUp(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('creates the account, signs the member in and queues the welcome and verification emails', async () => {
    const res = await signUp({ ...valid, email: '  Ann.Lee@Example.COM ', phone: '+1 555 0100' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      email: 'ann.lee@example.com',
      fullName: 'Ann Lee',
      phone: '+1 555 0100',
      role: 'user',
      status: 'active',
      cashBalanceCents: 0,
      dragonCoins: 0,
      emailVerified: false,
    });
    expect(res.json().user).not.toHaveProperty('password');
    const cookie = res.headers['set-cookie'];
    expect(String(cookie)).toMatch(/HttpOnly/);
    expect(String(cookie)).toMatch(/SameSite=Lax/);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieFrom(res) } });
    expect(me.json().email).toBe('ann.lee@example.com');
    const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'ann.lee@example.com'));
    expect(mail.map((m) => m.template).sort()).toEqual(['verify_email', 'welcome']);
  });

  it("keeps the device's theme, currency and language on the new profile, and the defaults without them", async () => {
    const chosen = await signUp({
      ...valid,
      email: 'dark.mode@example.com',
      theme: 'dark',
      currency: 'GBP',
      language: 'de',
    });
    expect(chosen.json().user).toMatchObject({ theme: 'dark', currency: 'GBP', language: 'de' });
    const plain = await signUp({ ...valid, email: 'no.choice@example.com' });
    expect(plain.json().user).toMatchObject({ theme: 'system', currency: 'USD', language: 'en' });
  });

  it('refuses an email that already has an account, whatever its case', async () => {
    const res = await signUp({ ...valid, email: 'ANN.LEE@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('EMAIL_TAKEN');
    const rows = await t.db.select().from(users).where(eq(users.email, 'ann.lee@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('gives every racer but one EMAIL_TAKEN when the same address signs up at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 3 }, () => signUp({ ...valid, email: 'racer@example.com' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().error.code)).toEqual([
      'EMAIL_TAKEN',
      'EMAIL_TAKEN',
    ]);
  });

  it('cannot be used to make an admin or give a balance', async () => {
    const res = await signUp({ ...valid, email: 'sneaky@example.com', role: 'admin', dragonCoins: 1000 });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ role: 'user', dragonCoins: 0 });
  });
});

describe('POST /api/auth/sign-in and sign-out', () => {
  it('validates with the modal messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: '', password: '123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      email: 'Email is required',
      password: 'Password must be at least 6 characters',
    });
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const user = await createUser(t.db);
    for (const payload of [
      { email: user.email, password: 'Wrong-password' },
      { email: 'nobody@example.com', password: defaultPassword },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('signs in, shows the session, and signs out for good', async () => {
    const { user, cookie } = await createSignedInMember(t.app, { fullName: 'Sam Example' });
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(session.json().user).toMatchObject({ id: user.id, fullName: 'Sam Example' });

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(after.json()).toEqual({ user: null });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('reports no user to an anonymous visitor', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(res.json()).toEqual({ user: null });
  });
});

describe('/api/me', () => {
  it('needs a session, and says so before looking at the body', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'PATCH', url: '/api/me', payload: { fullName: '' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });

  it('validates the profile with the spec messages and never changes the email', async () => {
    const { cookie } = await createSignedInMember(t.app);
    const short = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie },
      payload: { fullName: 'A' },
    });
    expect(short.json().error.fields.fullName).toBe('Full name must be at least 2 characters');
    const email = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie },
      payload: { email: 'new@example.com' },
    });
    expect(email.statusCode).toBe(400);
    const picture = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie },
      payload: { profilePictureUrl: 'https://evil.example/x.png' },
    });
    expect(picture.statusCode).toBe(400);
  });

  it('updates the profile and preferences of the signed-in member only', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const other = await createUser(t.db, { fullName: 'Other Person' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie },
      payload: { fullName: '  New Name ', bio: 'I fix bikes.', theme: 'dark', currency: 'EUR' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      fullName: 'New Name',
      bio: 'I fix bikes.',
      theme: 'dark',
      currency: 'EUR',
    });
    const [untouched] = await t.db.select().from(users).where(eq(users.id, other.id));
    expect(untouched?.fullName).toBe('Other Person');
  });

  it('keeps theme, currency and language on the profile, so a new sign-in elsewhere brings them', async () => {
    const user = await createUser(t.db);
    const laptop = await signInAs(t.app, user.email);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: laptop },
      payload: { theme: 'dark', currency: 'JPY', language: 'ar' },
    });
    expect(saved.statusCode).toBe(200);
    const phone = await signInAs(t.app, user.email);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: phone } });
    expect(session.json().user).toMatchObject({ theme: 'dark', currency: 'JPY', language: 'ar' });
  });

  it('refuses a theme, currency or language outside the lists, changing nothing', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const payloads = [{ theme: 'blue' }, { currency: 'XYZ' }, { theme: 'dark', currency: 'usd' }, { language: 'pt' }];
    for (const payload of payloads) {
      const res = await t.app.inject({ method: 'PATCH', url: '/api/me', headers: { cookie }, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields).toBeDefined();
    }
    const language = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie },
      payload: { language: 'EN' },
    });
    expect(language.json().error.fields).toEqual({ language: 'Please choose one of the listed languages' });
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ theme: 'system', currency: 'USD', language: 'en' });
  });

  it('ends a session after 8 hours without activity', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const lifetime = (session?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(7.9 * 60 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(8 * 60 * 60_000);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('keeps a session working across sign-ins on two devices', async () => {
    const user = await createUser(t.db);
    const first = await signInAs(t.app, user.email);
    const second = await signInAs(t.app, user.email);
    for (const cookie of [first, second]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
    }
  });
});
