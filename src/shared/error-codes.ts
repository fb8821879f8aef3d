// Every error code a route may answer with, its status and what it means: written once, declared per endpoint
// (`codes` on shared/endpoint.ts) and rendered into each operation's failure responses in the OpenAPI document.
// A client reads the code to know what happened, for example which of two racing moves it lost.

export const errorCodes = {
  VALIDATION_ERROR: { status: 400, meaning: 'A field is missing or wrong; `fields` names each one' },
  INVALID_TEXT: { status: 400, meaning: 'Text with a NUL character or invalid Unicode' },
  BODY_TOO_DEEP: { status: 400, meaning: 'A JSON body nested more than 32 levels deep' },
  INVALID_VERIFICATION_LINK: { status: 400, meaning: 'The verification link is forged, altered or expired' },
  VERIFICATION_LINK_USED: { status: 400, meaning: 'The link was used before; the email is verified' },
  NOT_YOUR_UPLOAD: { status: 400, meaning: 'A picture that is not one of the member’s own uploads' },
  INVALID_TOKEN: { status: 400, meaning: 'The link’s token is altered or made up' },
  NOT_CONVERTIBLE: { status: 400, meaning: 'More coins than the member earned in deals' },
  INSUFFICIENT_BALANCE: { status: 400, meaning: 'Less cash than the withdrawal' },
  UNAUTHORIZED: { status: 401, meaning: 'No signed-in session' },
  INVALID_CREDENTIALS: { status: 401, meaning: 'Wrong email or password' },
  FORBIDDEN: { status: 403, meaning: 'The member may not do this' },
  ACCOUNT_SUSPENDED: { status: 403, meaning: 'The member’s account is suspended' },
  EMAIL_NOT_VERIFIED: { status: 403, meaning: 'The member has not verified their email yet' },
  NOT_FOUND: { status: 404, meaning: 'No such record, or not one the member may see' },
  TRY_AGAIN: { status: 409, meaning: 'Another change met this one head-on and it was undone whole; ask again' },
  STALE_VERSION: {
    status: 409,
    meaning: 'The proposal has a newer version (a counter-offer replaced the one answered)',
  },
  PROPOSAL_STATUS: { status: 409, meaning: 'The proposal is no longer in a state that allows this move' },
  REQUEST_ID_REUSED: { status: 409, meaning: 'The request id was used before for another request' },
  DEBT_OUTSTANDING: {
    status: 409,
    meaning: 'The member owes coins from a dispute ruling (also when a ruling lands at the same moment)',
  },
  STATEMENT_PENDING: {
    status: 409,
    meaning: 'The other party may still give their statement; rule without it only with `withoutStatement`',
  },
  NO_PENDING_EDIT: { status: 409, meaning: 'The listing has no edit awaiting review' },
  COINS_CLEARING: { status: 409, meaning: 'The coins are still clearing: a deal’s dispute window is open' },
  LINK_EXPIRED: { status: 410, meaning: 'The link is older than it may be; use the settings instead' },
  RATE_LIMITED: { status: 429, meaning: 'Too many requests; wait and try again' },
  SIGN_IN_SLOWED: { status: 429, meaning: 'Failed sign-ins slow this account from unknown devices' },
  ACCOUNT_LOCKED: { status: 429, meaning: 'Failed sign-ins locked this account for unknown devices' },
  CHECKOUT_FAILED: { status: 502, meaning: 'The payment provider could not start the checkout' },
  MAINTENANCE: { status: 503, meaning: 'The site is under maintenance' },
} as const;

export type ErrorCode = keyof typeof errorCodes;
