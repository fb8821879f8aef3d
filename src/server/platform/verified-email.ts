// The server side of shared/email-verification.ts: routes that reach other members or move money out call this
// instead of requireMember.
import type { FastifyRequest } from 'fastify';
import { emailNotVerifiedCode, emailNotVerifiedMessage, hasVerifiedEmail } from '#shared/email-verification.ts';
import { AppError } from './errors.ts';
import { type Member, requireMember } from './guards.ts';

/** The signed-in member whose email is verified: 401 without a session, 403 EMAIL_NOT_VERIFIED before the link. */
export function requireVerifiedMember(request: FastifyRequest): Member {
  const member = requireMember(request);
  if (!hasVerifiedEmail(member)) throw new AppError(403, emailNotVerifiedCode, emailNotVerifiedMessage);
  return member;
}
