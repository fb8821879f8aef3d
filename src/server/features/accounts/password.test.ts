import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, verifications } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createUser, defaultPassword } from '../../test/factories.ts';
import { waitForEmail } from '../../test/outbox.ts';
import { createSignedInMember, signInAs } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
const confirmReset = (token: string, password = 'Brand-new-pass1', confirmPassword = password) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, password, confirmPassword },
  });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });

async function latestResetLink(email: string): Promise<string> {
  const mail = await waitForEmail(t.db, email, 'password_reset');
  return (mail.payload as { resetUrl: string }).resetUrl;
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('password reset', () => {
  it('answers the same for known and unknown emails, and only mails the known one', async () => {
    const user = await createUser(t.db);
    const known = await requestReset(user.email);
    const unknown = await requestReset('nobody-here@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    await waitForEmail(t.db, user.email, 'password_reset');
    const queued = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'password_reset'));
    expect(queued.map((m) => m.toAddress)).toEqual([user.email]);
    expect(await latestResetLink(user.email)).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=.+/);
  });

  it('validates the new password with the spec messages', async () => {
    const short = await confirmReset('whatever', 'short');
    expect(short.json().error.fields.password).toBe('Password must be at least 8 characters');
    const mismatch = await confirmReset('whatever', 'Long-enough-1', 'Long-enough-2');
    expect(mismatch.json().error.fields.confirmPassword).toBe('Passwords do not match');
    const empty = await confirmReset('whatever', 'Long-enough-1', '');
    expect(empty.json().error.fields.confirmPassword).toBe('Please confirm your password');
  });

  it('sets the new password once, signs out every session, and refuses the link the second time', async () => {
    const user = await createUser(t.db);
    const oldSession = await signInAs(t.app, user.email);
    await requestReset(user.email);
    const token = tokenOf(await latestResetLink(user.email));

    expect((await confirmReset(token, 'Brand-new-pass1')).statusCode).toBe(204);
    expect((await signIn(user.email, defaultPassword)).statusCode).toBe(401);
    expect((await signIn(user.email, 'Brand-new-pass1')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: oldSession } })).statusCode).toBe(
      401,
    );

    const again = await confirmReset(token, 'Another-pass-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'INVALID_RESET_TOKEN',
      message: 'Invalid or expired password reset link. Please request a new one.',
    });
  });

  it('refuses made-up and expired links', async () => {
    expect((await confirmReset('made-up-token')).json().error.code).toBe('INVALID_RESET_TOKEN');
    const user = await createUser(t.db);
    await requestReset(user.email);
    const token = tokenOf(await latestResetLink(user.email));
    // An hour and a bit later.
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const res = await confirmReset(token);
    expect(res.statusCode).toBe(400);
    expect((await signIn(user.email, defaultPassword)).statusCode).toBe(200);
  });

  it('expires reset links after one hour', async () => {
    const user = await createUser(t.db);
    await requestReset(user.email);
    const token = tokenOf(await latestResetLink(user.email));
    const [row] = await t.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const lifetime = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);
  });
});

describe('POST /api/me/password', () => {
  const change = (cookie: string, payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/me/password', headers: { cookie }, payload });

  it('needs a session first', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/me/password', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('validates with the spec messages', async () => {
    const { cookie } = await createSignedInMember(t.app);
    const res = await change(cookie, { currentPassword: '', newPassword: '', confirmPassword: '' });
    expect(res.json().error.fields).toMatchObject({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
      confirmPassword: 'Please confirm your new password',
    });
    const mismatch = await change(cookie, {
      currentPassword: defaultPassword,
      newPassword: 'Another-pass-1',
      confirmPassword: 'Another-pass-2',
    });
    expect(mismatch.json().error.fields.confirmPassword).toBe('New passwords do not match');
  });

  it('verifies the current password', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const res = await change(cookie, {
      currentPassword: 'Not-my-password',
      newPassword: 'Another-pass-1',
      confirmPassword: 'Another-pass-1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('WRONG_PASSWORD');
    expect((await signIn(user.email, defaultPassword)).statusCode).toBe(200);
  });

  it('changes it and signs out the other sessions, keeping this one', async () => {
    const user = await createUser(t.db);
    const here = await signInAs(t.app, user.email);
    const elsewhere = await signInAs(t.app, user.email);
    const res = await change(here, {
      currentPassword: defaultPassword,
      newPassword: 'Another-pass-1',
      confirmPassword: 'Another-pass-1',
    });
    expect(res.statusCode).toBe(204);
    // This device's cookie stays: a new one would race the tabs told of the revocation before it arrived.
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: here } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: elsewhere } })).statusCode).toBe(
      401,
    );
    const devices = await t.app.inject({ method: 'GET', url: '/api/me/sessions', headers: { cookie: here } });
    expect(devices.json().items).toEqual([expect.objectContaining({ current: true })]);
    expect((await signIn(user.email, 'Another-pass-1')).statusCode).toBe(200);
  });
});
