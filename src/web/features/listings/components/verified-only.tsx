import type { ReactNode } from 'react';
import { listingNeedsVerificationMessage } from '#shared/email-verification.ts';
import { EmailVerificationRefusal } from '#web/components/email-verification-notice.tsx';
import { useSession } from '#web/lib/session.ts';

/**
 * The server refuses a listing or a request from a member whose email is not verified yet (shared/email-verification.ts):
 * the form is replaced by why, with a new link, before they type anything.
 */
export function VerifiedOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user && !user.emailVerified) return <EmailVerificationRefusal message={listingNeedsVerificationMessage} />;
  return children;
}
