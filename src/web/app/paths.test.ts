import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

function collectPatterns(table: object): string[] {
  return Object.values(table).flatMap((entry: object) =>
    'pattern' in entry ? [String(entry.pattern)] : collectPatterns(entry),
  );
}

// The full route table of the spec (document 001, section 2), written out here on purpose.
const specRoutes = [
  '/',
  '/browse',
  '/signup',
  '/services',
  '/proposals',
  '/proposals/:id',
  '/requests',
  '/listing/:id',
  '/about-us',
  '/how-it-works',
  '/terms',
  '/terms-of-use',
  '/get-help',
  '/explore-categories',
  '/completed-offers',
  '/success',
  '/cancel',
  '/reset-password',
  '/profile',
  '/maintenance',
  '/add-listing',
  '/categories/:slug',
  '/dashboard',
  '/dashboard/profile',
  '/dashboard/wallet',
  '/dashboard/offers',
  '/dashboard/offers/create',
  '/dashboard/my-offers',
  '/dashboard/messages',
  '/dashboard/feedback',
  '/dashboard/settings',
  '/admin',
  '/dashboard/admin',
  '/privacy',
];

// Routes of our own that the spec's app did not have (its payment provider hosted the checkout; it had no email
// verification, member profiles, favourites, saved searches or push notifications).
const ownRoutes = [
  '/checkout/test/:orderId',
  '/notifications/open',
  '/verify-email',
  '/members/:id',
  '/dashboard/favourites',
  '/dashboard/saved-searches',
  '/saved-searches/unsubscribe',
  '/notifications/unsubscribe',
];

describe('paths', () => {
  it('has every route of the spec, each once', () => {
    const patterns = collectPatterns(paths);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect([...patterns].sort()).toEqual([...specRoutes, ...ownRoutes].sort());
  });

  it('builds query strings, leaving out empty values', () => {
    expect(paths.browse({ q: 'guitar lessons' })).toBe('/browse?q=guitar+lessons');
    expect(paths.browse({ q: '', category: 'photography' })).toBe('/browse?category=photography');
    expect(paths.browse()).toBe('/browse');
    expect(paths.dashboard.createOffer({ type: 'request' })).toBe('/dashboard/offers/create?type=request');
    expect(paths.dashboard.messages({ conversation: 'c1' })).toBe('/dashboard/messages?conversation=c1');
  });

  it('encodes path segments', () => {
    expect(paths.listing('a/b?c')).toBe('/listing/a%2Fb%3Fc');
    expect(paths.category('design-and-creative')).toBe('/categories/design-and-creative');
    expect(paths.testCheckout('a/b')).toBe('/checkout/test/a%2Fb');
  });
});
