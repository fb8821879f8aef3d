import { describe, expect, it } from 'vitest';
import { offerListQuerySchema } from '#shared/schemas/offers.ts';
import { maxPage } from '#shared/schemas/paging.ts';
import {
  applyListChange,
  buildListSearch,
  defaultListParams,
  hasActiveFilters,
  maxListPage,
  parseListParams,
  parsePagingParams,
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
