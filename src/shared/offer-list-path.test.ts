import { expect, test } from 'vitest';
import { offerListPath } from './offer-list-path.ts';

test('writes the filters in one fixed order, leaving out unset and empty ones', () => {
  expect(offerListPath({ pageSize: 50, page: 1, category: 'business', kind: 'service' })).toBe(
    '/offers?kind=service&category=business&page=1&pageSize=50',
  );
  expect(offerListPath({ kind: 'request', q: '', payment: undefined, page: 2 })).toBe('/offers?kind=request&page=2');
  expect(offerListPath({ q: 'logo & more', payment: 'coins' })).toBe('/offers?q=logo+%26+more&payment=coins');
  expect(offerListPath({})).toBe('/offers');
});
