// The route table: every page's address, in one place. Links are built with the functions
// (paths.listing(id), paths.browse({ q })); the router is built from each entry's .pattern, so a path is written once.
//
// Query conventions: `category` carries a category slug (see #shared/categories.ts), `q` the search text.

import { appendQuery } from '#shared/append-query.ts';

type Route<Args extends unknown[]> = ((...args: Args) => string) & { pattern: string };

function defineRoute<Args extends unknown[]>(pattern: string, build: (...args: Args) => string): Route<Args> {
  return Object.assign(build, { pattern });
}

function defineStaticRoute(pattern: string): Route<[]> {
  return defineRoute(pattern, () => pattern);
}

export type ListQuery = { q?: string; category?: string };
export type OfferType = 'service' | 'request';

const encodeSegment = (value: string) => encodeURIComponent(value);

export const paths = {
  home: defineStaticRoute('/'),
  browse: defineRoute('/browse', (query?: ListQuery) => appendQuery('/browse', query)),
  services: defineStaticRoute('/services'),
  proposals: defineRoute('/proposals', (query?: ListQuery) => appendQuery('/proposals', query)),
  proposal: defineRoute('/proposals/:id', (id: string) => `/proposals/${encodeSegment(id)}`),
  requests: defineRoute('/requests', (query?: ListQuery) => appendQuery('/requests', query)),
  exploreCategories: defineStaticRoute('/explore-categories'),
  category: defineRoute('/categories/:slug', (slug: string) => `/categories/${encodeSegment(slug)}`),
  listing: defineRoute('/listing/:id', (id: string) => `/listing/${encodeSegment(id)}`),
  member: defineRoute('/members/:id', (id: string) => `/members/${encodeSegment(id)}`),
  addListing: defineRoute('/add-listing', (query?: { category?: string }) => appendQuery('/add-listing', query)),
  signup: defineStaticRoute('/signup'),
  resetPassword: defineStaticRoute('/reset-password'),
  verifyEmail: defineStaticRoute('/verify-email'),
  maintenance: defineStaticRoute('/maintenance'),
  getHelp: defineStaticRoute('/get-help'),
  terms: defineStaticRoute('/terms'),
  termsOfUse: defineStaticRoute('/terms-of-use'),
  privacy: defineStaticRoute('/privacy'),
  aboutUs: defineStaticRoute('/about-us'),
  howItWorks: defineStaticRoute('/how-it-works'),
  completedOffers: defineStaticRoute('/completed-offers'),
  paymentSuccess: defineRoute('/success', (query?: { product?: string; amount?: string | number }) =>
    appendQuery('/success', query),
  ),
  paymentCancelled: defineStaticRoute('/cancel'),
  // Not in the spec: the built-in checkout that stands in for the payment provider when none is configured.
  testCheckout: defineRoute('/checkout/test/:orderId', (orderId: string) => `/checkout/test/${encodeSegment(orderId)}`),
  profile: defineStaticRoute('/profile'),
  /** Where a tapped push notification opens (src/web/service-worker.js builds the address). */
  openNotification: defineRoute(
    '/notifications/open',
    (query: { id: string; type: string; related?: string | undefined }) => appendQuery('/notifications/open', query),
  ),
  /** Where a saved search's digest email links to stop it; works signed out (the token is signed). */
  unsubscribe: defineRoute('/saved-searches/unsubscribe', (query?: { token?: string }) =>
    appendQuery('/saved-searches/unsubscribe', query),
  ),
  /** Where an email's link to stop its kind of email lands; works signed out (the token is signed). */
  notificationUnsubscribe: defineRoute('/notifications/unsubscribe', (query?: { token?: string }) =>
    appendQuery('/notifications/unsubscribe', query),
  ),
  dashboard: {
    home: defineStaticRoute('/dashboard'),
    profile: defineStaticRoute('/dashboard/profile'),
    wallet: defineStaticRoute('/dashboard/wallet'),
    offers: defineRoute('/dashboard/offers', (query?: { status?: string }) => appendQuery('/dashboard/offers', query)),
    createOffer: defineRoute('/dashboard/offers/create', (query?: { type?: OfferType }) =>
      appendQuery('/dashboard/offers/create', query),
    ),
    myOffers: defineStaticRoute('/dashboard/my-offers'),
    favourites: defineStaticRoute('/dashboard/favourites'),
    savedSearches: defineStaticRoute('/dashboard/saved-searches'),
    messages: defineRoute('/dashboard/messages', (query?: { conversation?: string }) =>
      appendQuery('/dashboard/messages', query),
    ),
    feedback: defineStaticRoute('/dashboard/feedback'),
    settings: defineStaticRoute('/dashboard/settings'),
    admin: defineStaticRoute('/dashboard/admin'),
  },
  admin: defineStaticRoute('/admin'),
} as const;
