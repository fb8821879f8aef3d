import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformSettings, users } from '../db/schema/index.ts';
import { forgetPlatformSettings } from './settings.ts';
import { createTestApp, type TestContext } from '../test/app.ts';
import { createUser, ensurePlatformSettings } from '../test/factories.ts';
import { createSignedInMember } from '../test/session.ts';

describe('suspended accounts', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('get 403 ACCOUNT_SUSPENDED with the reason on every authenticated call, at once', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
    await t.db
      .update(users)
      .set({ status: 'suspended', suspensionReason: 'Repeated spam' })
      .where(eq(users.id, user.id));

    for (const request of [
      { method: 'GET' as const, url: '/api/me' },
      { method: 'PATCH' as const, url: '/api/me', payload: { bio: 'still here' } },
    ]) {
      const res = await t.app.inject({ ...request, headers: { cookie } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { code: 'ACCOUNT_SUSPENDED', message: 'Repeated spam' } });
    }
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.bio).toBeNull();
  });

  it('can still read public pages', async () => {
    const { cookie } = await createSignedInMember(t.app, { status: 'suspended' });
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/public', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  it('still see who they are (so the app can show why) and can sign out', async () => {
    const { user, cookie } = await createSignedInMember(t.app, { status: 'suspended', suspensionReason: null });
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(session.json().user).toMatchObject({ id: user.id, status: 'suspended', suspensionReason: null });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().error).toEqual({ code: 'ACCOUNT_SUSPENDED', message: 'Your account has been suspended.' });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } })).statusCode).toBe(
      204,
    );
  });
});

describe('maintenance mode', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    await ensurePlatformSettings(t, { maintenanceMode: true });
  });
  afterAll(() => t.close());

  it('answers 503 to members and visitors, except sign-in, session, public settings and health', async () => {
    const { cookie } = await createSignedInMember(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(503);
    expect(me.json().error.code).toBe('MAINTENANCE');
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        fullName: 'New Person',
        email: 'new.person@example.com',
        password: 'Sturdy-Pass-42',
        termsAgreed: true,
      },
    });
    expect(signUp.statusCode).toBe(503);

    for (const url of ['/api/auth/session', '/api/settings/public', '/api/health']) {
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode, url).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json()).toEqual({
      maintenanceMode: true,
      supportEmail: 'support@example.com',
    });
  });

  it('lets admins through, and lets them sign in to turn it off', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: admin.email, password: 'Password123!' },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
  });
});

describe('cross-site requests', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a state-changing request from a foreign origin, even with a valid cookie', async () => {
    const { cookie } = await createSignedInMember(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { bio: 'hijacked' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN_ORIGIN');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().bio).toBeNull();
  });

  it('accepts the same request from the app, at its configured address or the one it was opened at', async () => {
    const { cookie } = await createSignedInMember(t.app);
    for (const [origin, host] of [
      ['http://localhost:3000', 'localhost:3000'],
      ['http://127.0.0.1:3000', '127.0.0.1:3000'],
      ['http://192.168.1.20:3000', '192.168.1.20:3000'],
    ]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: { cookie, origin, host },
        payload: { bio: 'mine' },
      });
      expect(res.statusCode, origin).toBe(200);
    }
  });

  it('refuses a foreign origin even when it names the host in another way', async () => {
    const { cookie } = await createSignedInMember(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie, origin: 'http://evil.example', host: '127.0.0.1:3000' },
      payload: { bio: 'hijacked' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('rate limits on sign-in, sign-up and reset', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it('limit sign-up and reset requests too', async () => {
    for (const url of ['/api/auth/sign-up', '/api/auth/password-reset']) {
      const codes = [];
      for (let i = 0; i < 4; i += 1) {
        codes.push((await t.app.inject({ method: 'POST', url, payload: {}, remoteAddress: '10.9.9.9' })).statusCode);
      }
      expect(codes.at(-1), url).toBe(429);
    }
  });

  it('answer 429 with a clear message once an address goes over the limit', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'x@example.com', password: 'wrong-1' },
      });
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await attempt()).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const limited = await attempt();
    expect(limited.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a minute and try again.' },
    });
    // Other routes are not limited by it.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/session' })).statusCode).toBe(200);
  });
});

describe('admin-only routes', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answer 401 to visitors and 403 to members, before reading the body', async () => {
    const bad = { maintenanceMode: 'not a boolean' };
    expect((await t.app.inject({ method: 'PATCH', url: '/api/admin/settings', payload: bad })).statusCode).toBe(401);
    const { cookie } = await createSignedInMember(t.app);
    const member = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { cookie },
      payload: bad,
    });
    expect(member.statusCode).toBe(403);
    expect(member.json().error.code).toBe('FORBIDDEN');
  });

  it('cannot be reached around the guards with an encoded path', async () => {
    for (const url of ['/%61pi/admin/settings', '/api/%61dmin/settings', '/%2561pi/admin/settings']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([401, 404], url).toContain(res.statusCode);
    }
    const { cookie } = await createSignedInMember(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/%61pi/admin/settings', headers: { cookie } });
    expect(res.statusCode).toBe(403);
    const upload = await t.app.inject({ method: 'POST', url: '/%61pi/uploads', payload: {} });
    expect(upload.statusCode).toBe(401);
  });
});

describe('encoded paths and the other guards', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    await ensurePlatformSettings(t, { maintenanceMode: true });
  });
  afterAll(() => t.close());

  it('still meet maintenance mode and the origin check', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/sign-up',
      payload: { fullName: 'New Person', email: 'encoded@example.com', password: 'Sturdy-Pass-42', termsAgreed: true },
    });
    expect(signUp.statusCode).toBe(503);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/sign-out',
      headers: { origin: 'https://evil.example' },
    });
    expect(signOut.statusCode).toBe(403);
  });
});

describe('Rate Limit Protection', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: { WRITE_RATE_LIMIT_PER_MINUTE: '3' } });
    // On by default; the test starts with it off to show writes are not counted until it is switched on.
    expect((await t.db.select().from(platformSettings))[0]?.rateLimitProtection).toBe(true);
    await protect(false);
  });
  afterAll(() => t.close());

  const protect = async (on: boolean) => {
    await t.db.update(platformSettings).set({ rateLimitProtection: on });
    forgetPlatformSettings(t.ctx);
  };
  const write = (cookie: string) =>
    t.app.inject({ method: 'PATCH', url: '/api/me', headers: { cookie }, payload: { bio: 'again' } });

  it("limits each member's writes while it is on (as it is by default), and only then; never reads nor admins", async () => {
    const [ann, bob] = [await createSignedInMember(t.app), await createSignedInMember(t.app)];
    for (let i = 0; i < 5; i++) expect((await write(ann.cookie)).statusCode).toBe(200);

    await protect(true);
    for (let i = 0; i < 3; i++) expect((await write(ann.cookie)).statusCode).toBe(200);
    const refused = await write(ann.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a minute and try again.',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: ann.cookie } })).statusCode).toBe(
      200,
    );
    // Each member has an allowance of their own.
    expect((await write(bob.cookie)).statusCode).toBe(200);
    const admin = await createSignedInMember(t.app, { role: 'admin' });
    for (let i = 0; i < 5; i++) expect((await write(admin.cookie)).statusCode).toBe(200);

    await protect(false);
    expect((await write(ann.cookie)).statusCode).toBe(200);
  });
});
