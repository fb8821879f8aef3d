// Signing in through the real routes, for API tests: returns the cookie header to send as that member.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createUser, defaultPassword, type User } from './factories.ts';

/** The `cookie` request header that replays the cookies a response set. */
export function cookieFrom(res: LightMyRequestResponse): string {
  const cookies = res.cookies.filter((c) => c.value !== '' && c.maxAge !== 0);
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

export async function signInAs(app: FastifyInstance, email: string, password = defaultPassword): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return cookieFrom(res);
}

/** A new member (factory) and a signed-in cookie for them. */
export async function createSignedInMember(
  app: FastifyInstance,
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<{ user: User; cookie: string }> {
  const user = await createUser(app.ctx.db, overrides);
  return { user, cookie: await signInAs(app, user.email, overrides.password) };
}
