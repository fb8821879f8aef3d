// Email verification on better-auth's server API: it signs the emailed token (a JWT with the address and member
// id, 24 hours) and marks the address verified. We add the once-only rule and our own responses.
import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
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

// better-auth responds to a second use of a link with success; we look first, so a link verifies once. The payload is
// only read here; better-auth checks the signature and lifetime.
function readTokenUserId(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as unknown;
    const userId = (payload as { userId?: unknown }).userId;
    return typeof userId === 'string' ? userId : undefined;
  } catch {
    return undefined;
  }
}

export async function verifyEmail(deps: { db: Database; auth: Auth }, token: string): Promise<void> {
  const userId = readTokenUserId(token);
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
