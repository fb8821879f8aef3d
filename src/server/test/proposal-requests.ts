// What the proposals tests send: a signed-in member's requests, a valid proposal form, and a listing that accepts
// every payment method.
import type { TestContext } from './app.ts';
import { createOffer } from './factories.ts';
import { memberRequests, type Signed } from './member-requests.ts';

export type { Signed } from './member-requests.ts';

/** Bound to a test file's app, read when a request is made (the app starts in beforeAll). */
export function proposalRequests(context: () => TestContext) {
  const { post, get } = memberRequests(context);
  const form = (overrides: object = {}) => ({
    paymentMethods: ['cash'],
    fullName: 'Bea Buyer',
    email: 'bea@example.com',
    cashAmountCents: 4000,
    message: 'Could you help next week?',
    ...overrides,
  });
  const listingOf = (owner: Signed, overrides: Parameters<typeof createOffer>[1] = {}) =>
    createOffer(context().db, { userId: owner.user.id, paymentTypes: ['cash', 'coins', 'trade'], ...overrides });
  return { post, get, form, listingOf };
}
