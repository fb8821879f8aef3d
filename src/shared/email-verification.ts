// Until a member follows the link emailed at sign-up, they may browse, buy coins and edit their profile, but not
// reach other members (proposals, messages, conversations) or move money out (convert, withdraw). The server
// refuses those with this code and message; the web reads the same rule to show why and offer a new link.

export const emailNotVerifiedCode = 'EMAIL_NOT_VERIFIED';
export const emailNotVerifiedMessage =
  'Please verify your email first: follow the link we emailed you, or resend it. Until then you can browse, buy coins and edit your profile.';

/** Sending proposals or messages, starting a conversation, converting coins and withdrawing all ask for this. */
export function hasVerifiedEmail(member: { emailVerified: boolean }): boolean {
  return member.emailVerified;
}
