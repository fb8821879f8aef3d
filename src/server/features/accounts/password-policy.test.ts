import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createUser, defaultPassword } from '../../test/factories.ts';
import { waitForEmail } from '../../test/outbox.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const common = 'This is a very common password. Please choose a different password.';
const personal = 'Avoid using your name or email. Please choose a different password.';

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const signIn = (email: string, password: string) => post('/api/auth/sign-in', { email, password });

describe('sign-up', () => {
  const signUp = (password: string, email = 'nia.newcomer@example.com') =>
    post('/api/auth/sign-up', { fullName: 'Nia Newcomer', email, password, termsAgreed: true });

  it.each([
    ['Password123!', common],
    ['qwerty123', common],
    ['NiaNewcomer1!', personal],
    ['nia.newcomer@example.com', personal],
  ])('refuses %s with the reason, creating nothing', async (password, message) => {
    const res = await signUp(password);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'WEAK_PASSWORD', message, fields: { password: message } });
    expect(await t.db.$count(users, eq(users.email, 'nia.newcomer@example.com'))).toBe(0);
  });

  it('accepts a strong password', async () => {
    const res = await signUp('Sturdy-Pass-42', 'nia.strong@example.com');
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('password reset', () => {
  it('refuses a common password or one built from the name, and the link still works for a strong one', async () => {
    const user = await createUser(t.db, { fullName: 'Ravi Shankar', email: 'ravi.shankar@example.com' });
    await post('/api/auth/password-reset', { email: user.email });
    const mail = await waitForEmail(t.db, user.email, 'password_reset');
    const token = new URL((mail.payload as { resetUrl: string }).resetUrl).searchParams.get('token') ?? '';
    const reset = (password: string) =>
      post('/api/auth/password-reset/confirm', { token, password, confirmPassword: password });

    for (const [password, message] of [
      ['iloveyou1', common],
      ['RaviShankar2024', personal],
    ] as const) {
      const res = await reset(password);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'WEAK_PASSWORD', message, fields: { password: message } });
    }
    expect((await signIn(user.email, defaultPassword)).statusCode).toBe(200);

    expect((await reset('Brand-New-Pass-7')).statusCode).toBe(204);
    expect((await signIn(user.email, 'Brand-New-Pass-7')).statusCode).toBe(200);
  });

  it('answers a dead link with the link message, whatever the password', async () => {
    const res = await post('/api/auth/password-reset/confirm', {
      token: 'made-up',
      password: 'password1',
      confirmPassword: 'password1',
    });
    expect(res.json().error.code).toBe('INVALID_RESET_TOKEN');
  });
});

describe('changing the password', () => {
  it('refuses a common password or the own email, then accepts a strong one', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const change = (newPassword: string) =>
      post('/api/me/password', { currentPassword: defaultPassword, newPassword, confirmPassword: newPassword }, cookie);

    for (const [password, message] of [
      ['Password123!', common],
      [user.email, personal],
    ] as const) {
      const res = await change(password);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'WEAK_PASSWORD', message, fields: { newPassword: message } });
    }
    expect((await signIn(user.email, defaultPassword)).statusCode).toBe(200);

    expect((await change('Correct-Horse-7')).statusCode).toBe(204);
    expect((await signIn(user.email, 'Correct-Horse-7')).statusCode).toBe(200);
  });
});
