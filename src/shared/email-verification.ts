// Until a member follows the link emailed at sign-up, they may browse, buy coins and edit their profile, but not
// reach other members (proposals, messages, conversations, listings) or move money out (convert, withdraw). The server
// refuses those with this code and message; the web reads the same rule to show why and offer a new link.

export const emailNotVerifiedCode = 'EMAIL_NOT_VERIFIED';
export const emailNotVerifiedMessage =
  'Please verify your email first: follow the link we emailed you, or resend it. Until then you can browse, buy coins and edit your profile.';

/** What the listing forms say before a member who has not verified their email starts typing. */
export const listingNeedsVerificationMessage =
  'Please verify your email before posting a listing or a request: follow the link we emailed you, or resend it.';

/**
 * Sending proposals or messages, starting a conversation, posting a listing or a request, converting coins and
 * withdrawing all ask for this.
 */
export function hasVerifiedEmail(member: { emailVerified: boolean }): boolean {
  return member.emailVerified;
}
