import { describe, expect, it } from 'vitest';
import { offerSorts } from '#shared/constants.ts';
import { offerListPath } from '#shared/offer-list-path.ts';
import { offerListQuerySchema } from '#shared/schemas/offers.ts';
import { maxPage } from '#shared/schemas/paging.ts';
import {
  applyListChange,
  applyMarketListChange,
  buildListSearch,
  buildMarketListSearch,
  defaultListParams,
  defaultMarketListParams,
  hasActiveFilters,
  hasMarketFilters,
  marketListQuery,
  maxListPage,
  parseListParams,
  parseMarketListParams,
  parsePagingParams,
  sortFor,
} from './list-params.ts';

const slugs = ['photography', 'technology'];

function parse(search: string) {
  return parseListParams(new URLSearchParams(search), slugs);
}

describe('parseListParams', () => {
  it('reads the defaults from an empty address', () => {
    expect(parse('')).toEqual(defaultListParams);
  });

  it('reads every valid value', () => {
    expect(parse('q=+guitar+&category=photography&payment=coins&page=3&pageSize=25&view=list')).toEqual({
      q: 'guitar',
      category: 'photography',
      payment: 'coins',
      page: 3,
      pageSize: 25,
      view: 'list',
    });
  });

  it('falls back to the default for each bad value', () => {
    expect(parse('category=nope&payment=gold&page=abc&pageSize=30&view=table')).toEqual(defaultListParams);
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=201').page).toBe(1);
    expect(parse('page=200').page).toBe(200);
  });

  it('accepts only the categories the page offers', () => {
    expect(parse('category=legal-services').category).toBeUndefined();
    expect(parseListParams(new URLSearchParams('category=legal-services'), ['legal-services']).category).toBe(
      'legal-services',
    );
  });

  it('cuts a search longer than the server accepts', () => {
    expect(parse(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });
});

describe('parseListParams against the server schema', () => {
  it('stops paging where the server does', () => {
    expect(maxListPage).toBe(maxPage);
  });

  // The page reads the address without zod; what it keeps must be what the server's schema makes of the value, and
  // what the schema refuses falls back to the default.
  const cases: [field: 'payment' | 'page' | 'pageSize', values: string[]][] = [
    ['payment', ['cash', 'coins', 'trade', 'gold', 'Cash', '', ' cash']],
    ['page', ['1', '2', '200', '201', '0', '-1', '2.5', ' 3 ', '', 'abc', '1e2', '0x10', 'Infinity']],
    ['pageSize', ['25', '50', '75', '100', '30', '25.0', '', ' 75', 'abc']],
  ];

  it.each(cases)('reads %s as offerListQuerySchema does', (field, values) => {
    for (const value of values) {
      const checked = offerListQuerySchema.shape[field].safeParse(value);
      const expected = checked.success ? checked.data : defaultListParams[field];
      expect(parse(new URLSearchParams({ [field]: value }).toString())[field], `${field}=${value}`).toBe(expected);
    }
  });
});

describe('buildListSearch', () => {
  it('leaves the defaults out', () => {
    expect(buildListSearch(defaultListParams).toString()).toBe('');
  });

  it('writes what differs from the defaults, and reads back the same state', () => {
    const params = { ...defaultListParams, q: 'dog walking', payment: 'cash' as const, page: 2, pageSize: 25 as const };
    const search = buildListSearch(params);
    expect(search.toString()).toBe('q=dog+walking&payment=cash&page=2&pageSize=25');
    expect(parseListParams(search, slugs)).toEqual(params);
  });
});

describe('applyListChange', () => {
  const onPage3 = { ...defaultListParams, page: 3 };

  it('goes back to page 1 when the search, a filter or the page size changes', () => {
    expect(applyListChange(onPage3, { q: 'cake' }).page).toBe(1);
    expect(applyListChange(onPage3, { category: 'photography' }).page).toBe(1);
    expect(applyListChange(onPage3, { payment: 'trade' }).page).toBe(1);
    expect(applyListChange(onPage3, { pageSize: 100 }).page).toBe(1);
  });

  it('keeps the page for a layout switch or a change to the same value', () => {
    expect(applyListChange(onPage3, { view: 'list' }).page).toBe(3);
    expect(applyListChange(onPage3, { pageSize: 50 }).page).toBe(3);
  });

  it('moves to the page asked for', () => {
    expect(applyListChange(onPage3, { page: 4 }).page).toBe(4);
  });
});

describe('hasActiveFilters', () => {
  it('counts search, category and payment, not paging or layout', () => {
    expect(hasActiveFilters({ ...defaultListParams, page: 2, pageSize: 100, view: 'list' })).toBe(false);
    expect(hasActiveFilters({ ...defaultListParams, q: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...defaultListParams, payment: 'coins' })).toBe(true);
  });
});

describe('parsePagingParams', () => {
  it('reads the page and its size, and nothing else', () => {
    const search = new URLSearchParams('q=guitar&category=photography&payment=cash&page=2&pageSize=25&view=list');
    expect(parsePagingParams(search)).toEqual({ ...defaultListParams, page: 2, pageSize: 25 });
    expect(buildListSearch(parsePagingParams(search)).toString()).toBe('page=2&pageSize=25');
  });

  it('falls back to the defaults like the other lists', () => {
    expect(parsePagingParams(new URLSearchParams('page=201&pageSize=7'))).toEqual(defaultListParams);
  });
});

describe('the marketplace lists’ sort, price range and switches', () => {
  const market = (search: string) => parseMarketListParams(new URLSearchParams(search), slugs);

  it('reads the defaults from an empty address, and writes nothing for them', () => {
    expect(market('')).toEqual(defaultMarketListParams);
    expect(buildMarketListSearch(defaultMarketListParams).toString()).toBe('');
  });

  it('reads every valid value and writes it back in the API’s order', () => {
    const search = 'q=cake&sort=price-asc&minPrice=12.5&maxPrice=80&currency=EUR&coins=true&barter=true&page=2';
    const params = market(search);
    expect(params).toMatchObject({
      q: 'cake',
      sort: 'price-asc',
      minPrice: 12.5,
      maxPrice: 80,
      currency: 'EUR',
      coins: true,
      barter: true,
      page: 2,
    });
    expect(buildMarketListSearch(params).toString()).toBe(search);
  });

  it('leaves out the sort that is the default for the search', () => {
    expect(market('sort=newest').sort).toBeUndefined();
    expect(market('q=cake&sort=relevance').sort).toBeUndefined();
    expect(market('q=cake&sort=newest').sort).toBe('newest');
    // Relevance needs a search: without one the list is newest first.
    expect(market('sort=relevance').sort).toBeUndefined();
    expect(sortFor(market('sort=relevance'))).toBe('newest');
    expect(sortFor(market('q=cake'))).toBe('relevance');
    expect(buildMarketListSearch({ ...defaultMarketListParams, sort: 'newest' }).toString()).toBe('');
    expect(buildMarketListSearch({ ...defaultMarketListParams, q: 'x', sort: 'relevance' }).toString()).toBe('q=x');
  });

  it('writes the currency only with a range', () => {
    expect(buildMarketListSearch({ ...defaultMarketListParams, currency: 'GBP' }).toString()).toBe('');
    expect(buildMarketListSearch({ ...defaultMarketListParams, maxPrice: 50 }).toString()).toBe(
      'maxPrice=50&currency=USD',
    );
  });

  it('falls back to the default for each bad value', () => {
    expect(market('sort=cheapest&minPrice=-1&maxPrice=abc&currency=XYZ&coins=yes&barter=1')).toEqual(
      defaultMarketListParams,
    );
    expect(market('minPrice=1000001').minPrice).toBeUndefined();
  });

  it('drops a range whose minimum is above its maximum, as the server would refuse it', () => {
    expect(market('minPrice=50&maxPrice=10')).toMatchObject({ minPrice: undefined, maxPrice: undefined });
    expect(market('minPrice=10&maxPrice=10')).toMatchObject({ minPrice: 10, maxPrice: 10 });
  });

  it('takes a search exactly as typed only when the address asks, and only with a search', () => {
    expect(market('q=weddng&exact=true')).toMatchObject({ q: 'weddng', exact: true });
    expect(buildMarketListSearch(market('q=weddng&exact=true')).toString()).toBe('q=weddng&exact=true');
    expect(market('exact=true').exact).toBe(false);
    expect(buildMarketListSearch({ ...defaultMarketListParams, exact: true }).toString()).toBe('');
    expect(offerListPath(marketListQuery(market('q=weddng&exact=true'), 'service'))).toBe(
      '/offers?kind=service&q=weddng&exact=true&page=1&pageSize=50',
    );
  });

  it('drops the exact switch when another search is typed, and keeps it for the same one', () => {
    const exact = market('q=weddng&exact=true&page=2');
    expect(applyMarketListChange(exact, { q: 'wedding' })).toMatchObject({ q: 'wedding', exact: false, page: 1 });
    expect(applyMarketListChange(exact, { view: 'list' })).toMatchObject({ exact: true, page: 2 });
    expect(applyMarketListChange(market('q=weddng'), { q: 'weddng', exact: true })).toMatchObject({ exact: true });
  });

  const cases: [
    field: 'sort' | 'minPrice' | 'maxPrice' | 'currency' | 'coins' | 'barter' | 'exact',
    values: string[],
  ][] = [
    ['sort', [...offerSorts, 'cheapest', 'Newest', '', ' rating']],
    ['minPrice', ['0', '12', '12.5', ' 7 ', '1e2', '0x10', '', '-1', '1000000', '1000001', 'abc', 'Infinity']],
    ['maxPrice', ['0', '99.99', '1000000', '1000000.5', '-0.5', 'NaN']],
    ['currency', ['USD', 'EUR', 'JPY', 'usd', 'XYZ', '']],
    ['coins', ['true', 'false', 'TRUE', '1', '']],
    ['barter', ['true', 'false', 'yes', '']],
    ['exact', ['true', 'false', 'TRUE', '1', '']],
  ];

  it.each(cases)('reads %s as offerListQuerySchema does', (field, values) => {
    for (const value of values) {
      // With a search, so every sort the schema takes is one the page keeps (relevance is the default there).
      const checked = offerListQuerySchema.shape[field].safeParse(value);
      const parsed = market(new URLSearchParams({ q: 'x', [field]: value }).toString());
      const fallback = defaultMarketListParams[field];
      const expected = checked.success && checked.data !== undefined ? checked.data : fallback;
      expect(parsed[field], `${field}=${value}`).toBe(expected === 'relevance' ? undefined : expected);
    }
  });

  it('goes back to page 1 when the sort, the range or a switch changes', () => {
    const onPage3 = { ...defaultMarketListParams, page: 3 };
    expect(applyMarketListChange(onPage3, { sort: 'rating' }).page).toBe(1);
    expect(applyMarketListChange(onPage3, { minPrice: 5, currency: 'EUR' }).page).toBe(1);
    expect(applyMarketListChange(onPage3, { coins: true }).page).toBe(1);
    expect(applyMarketListChange(onPage3, { barter: true }).page).toBe(1);
    expect(applyMarketListChange(onPage3, { q: 'cake' }).page).toBe(1);
    expect(applyMarketListChange(onPage3, { coins: false, view: 'list' }).page).toBe(3);
    expect(applyMarketListChange(onPage3, { page: 5 }).page).toBe(5);
  });

  it('counts the range and switches as filters, not the sort', () => {
    expect(hasMarketFilters({ ...defaultMarketListParams, sort: 'rating' })).toBe(false);
    expect(hasMarketFilters({ ...defaultMarketListParams, maxPrice: 5 })).toBe(true);
    expect(hasMarketFilters({ ...defaultMarketListParams, barter: true })).toBe(true);
    expect(hasMarketFilters({ ...defaultMarketListParams, q: 'x' })).toBe(true);
  });
});

describe('marketListQuery', () => {
  it('asks for a plain list with the URL the server preloads (offers/page-meta.ts)', () => {
    expect(offerListPath(marketListQuery(defaultMarketListParams, 'service'))).toBe(
      '/offers?kind=service&page=1&pageSize=50',
    );
  });

  it('sends the currency with a range only, and the switches as true', () => {
    const params = { ...defaultMarketListParams, currency: 'EUR' as const, coins: true, sort: 'rating' as const };
    expect(offerListPath(marketListQuery(params, 'request'))).toBe(
      '/offers?kind=request&sort=rating&coins=true&page=1&pageSize=50',
    );
    expect(offerListPath(marketListQuery({ ...params, minPrice: 5 }, 'request'))).toBe(
      '/offers?kind=request&sort=rating&minPrice=5&currency=EUR&coins=true&page=1&pageSize=50',
    );
  });
});
