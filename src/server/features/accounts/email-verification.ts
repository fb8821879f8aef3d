// Email verification on better-auth's server API: it signs the emailed token (a JWT with the address and member
// id, 24 hours) and marks the address verified. We add the once-only rule and our own responses.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Auth } from '../../platform/auth.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import type { Member } from '../../platform/guards.ts';

const invalidLink = () =>
  badRequest(
    'INVALID_VERIFICATION_LINK',
    'This verification link is invalid or has expired. Please request a new one.',
  );

const signedPayload = z.object({ userId: z.uuid() });

/**
 * better-auth responds to a second use of a link with success; we look first, so a link verifies once. The token is
 * a JWT signed with HMAC-SHA256 under the auth secret: its signature is checked here before anything reads what it
 * says, so a forged token (whatever its member id looks like) is only ever an invalid link. better-auth checks it
 * again, with its lifetime.
 */
function readSignedUserId(token: string, secret: string): string | undefined {
  const [header, payload, signature, ...rest] = token.split('.');
  if (!header || !payload || !signature || rest.length > 0) return undefined;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    if (parsedHeader.alg !== 'HS256') return undefined;
    const parsed = signedPayload.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data.userId : undefined;
  } catch {
    return undefined;
  }
}

export async function verifyEmail(deps: { db: Database; auth: Auth }, token: string): Promise<void> {
  const userId = readSignedUserId(token, (await deps.auth.$context).secret);
  if (!userId) throw invalidLink();
  const [before] = await deps.db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId));
  try {
    await deps.auth.api.verifyEmail({ query: { token } });
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) throw invalidLink();
    throw error;
  }
  // Told only once the signature and lifetime have passed, so a forged token learns nothing.
  if (before?.emailVerified) {
    throw badRequest('VERIFICATION_LINK_USED', 'This verification link has already been used. Your email is verified.');
  }
}

/** A new link to the signed-in member's address; the route limits how often. */
export async function resendVerificationEmail(deps: { auth: Auth }, member: Member, requestHeaders: Headers) {
  if (member.emailVerified) throw conflict('EMAIL_ALREADY_VERIFIED', 'Your email is already verified.');
  await deps.auth.api.sendVerificationEmail({ body: { email: member.email }, headers: requestHeaders });
}
