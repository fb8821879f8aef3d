import { expect, test } from 'vitest';
import { offerListQuerySchema } from '#shared/schemas/offers.ts';
import { offerListPath } from './offer-list-path.ts';

test('writes the filters in one fixed order, leaving out unset and empty ones', () => {
  expect(offerListPath({ pageSize: 50, page: 1, category: 'business', kind: 'service' })).toBe(
    '/offers?kind=service&category=business&page=1&pageSize=50',
  );
  expect(offerListPath({ kind: 'request', q: '', payment: undefined, page: 2 })).toBe('/offers?kind=request&page=2');
  expect(offerListPath({ q: 'logo & more', payment: 'coins' })).toBe('/offers?q=logo+%26+more&payment=coins');
  expect(offerListPath({})).toBe('/offers');
});

test('writes sort, price range, currency and the switches between the filters and the page', () => {
  const path = offerListPath({
    page: 2,
    barter: true,
    coins: true,
    currency: 'EUR',
    maxPrice: 80,
    minPrice: 12.5,
    sort: 'price-asc',
    kind: 'service',
  });
  expect(path).toBe(
    '/offers?kind=service&sort=price-asc&minPrice=12.5&maxPrice=80&currency=EUR&coins=true&barter=true&page=2',
  );
  const query = offerListQuerySchema.parse(Object.fromEntries(new URL(path, 'http://localhost').searchParams));
  expect(query).toMatchObject({ sort: 'price-asc', minPrice: 12.5, maxPrice: 80, currency: 'EUR', coins: true });
});
