// Point 8 of issue 20: only the newest reset link works, any password change voids outstanding links and mails
// the member, and no response (nor the work behind it) tells whether an email has an account.
import * as crypto from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '../../db/schema/index.ts';
import { emailTemplates } from '../../platform/email/templates.tsx';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createUser, defaultPassword } from '../../test/factories.ts';
import { waitForEmail } from '../../test/outbox.ts';
import { signInAs } from '../../test/session.ts';

// The real scrypt functions, counted: better-auth gets them through platform/auth.ts.
vi.mock('better-auth/crypto', async (original) => {
  const actual = await original<typeof crypto>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword), verifyPassword: vi.fn(actual.verifyPassword) };
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const requestReset = async (email: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
  expect(res.statusCode).toBe(202);
  await t.app.ctx.background.settle();
  return res;
};
const confirmReset = (token: string, password = 'Brand-new-pass1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, password, confirmPassword: password },
  });
const latestToken = async (email: string) => {
  const mail = await waitForEmail(t.db, email, 'password_reset');
  return new URL((mail.payload as { resetUrl: string }).resetUrl).searchParams.get('token') ?? '';
};
const invalidLink = {
  code: 'INVALID_RESET_TOKEN',
  message: 'Invalid or expired password reset link. Please request a new one.',
};
const changedMails = (email: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'password_changed')));

describe('password reset links', () => {
  it('stop working once a newer one is asked for', async () => {
    const user = await createUser(t.db);
    await requestReset(user.email);
    const older = await latestToken(user.email);
    await requestReset(user.email);
    const newer = await latestToken(user.email);
    expect(newer).not.toBe(older);
    const refused = await confirmReset(older);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual(invalidLink);
    expect((await confirmReset(newer)).statusCode).toBe(204);
  });

  it('stop working when the password is changed in the settings, and the member is mailed', async () => {
    const user = await createUser(t.db);
    const cookie = await signInAs(t.app, user.email);
    await requestReset(user.email);
    const token = await latestToken(user.email);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: { cookie },
      payload: { currentPassword: defaultPassword, newPassword: 'Changed-pass-1', confirmPassword: 'Changed-pass-1' },
    });
    expect(change.statusCode).toBe(204);
    expect((await confirmReset(token)).json().error).toEqual(invalidLink);
    expect(await changedMails(user.email)).toHaveLength(1);
  });

  it("after a reset, mail 'Your password was changed' and void every other link", async () => {
    const user = await createUser(t.db);
    await requestReset(user.email);
    const token = await latestToken(user.email);
    expect((await confirmReset(token)).statusCode).toBe(204);
    const [mail] = await changedMails(user.email);
    expect(mail).toBeDefined();
    expect(emailTemplates.password_changed.subject()).toBe('Your password was changed');
    expect((await confirmReset(token, 'Another-pass-2')).json().error).toEqual(invalidLink);
  });
});

describe('no account enumeration', () => {
  it('answers a reset request before looking the email up, so its timing cannot tell', async () => {
    const user = await createUser(t.db);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The lookup and the email wait for the test; the response must not.
    const lookup = vi.spyOn(t.app.ctx.auth.api, 'requestPasswordReset').mockImplementation(async () => {
      await held;
      return { status: true, message: '' };
    });
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: user.email },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: `nobody-${user.id}@example.com` },
    });
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(lookup).toHaveBeenCalledTimes(2);
    release();
    await t.app.ctx.background.settle();
    lookup.mockRestore();
  });

  it('hashes the password once for an unknown email, as checking a known one does', async () => {
    const user = await createUser(t.db);
    const signIn = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: 'Wrong-password-1' } });
    vi.mocked(crypto.hashPassword).mockClear();
    vi.mocked(crypto.verifyPassword).mockClear();
    const known = await signIn(user.email);
    expect(vi.mocked(crypto.verifyPassword)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(crypto.hashPassword)).toHaveBeenCalledTimes(0);
    const unknown = await signIn(`nobody-${user.id}@example.com`);
    expect(vi.mocked(crypto.hashPassword)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(crypto.verifyPassword)).toHaveBeenCalledTimes(1);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(known.body);
  });
});
