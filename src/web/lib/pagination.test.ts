import { describe, expect, it } from 'vitest';
import { buildPageItems, countPages, countReachablePages, describeResultRange } from './pagination.ts';

describe('buildPageItems', () => {
  it('lists every page when there are few', () => {
    expect(buildPageItems(1, 1)).toEqual([1]);
    expect(buildPageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts ellipses on both sides of a page in the middle', () => {
    expect(buildPageItems(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(buildPageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(buildPageItems(17, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });

  it('keeps the first and last pages at the edges', () => {
    expect(buildPageItems(1, 20)).toEqual([1, 2, 'ellipsis-end', 20]);
    expect(buildPageItems(20, 20)).toEqual([1, 'ellipsis-start', 19, 20]);
  });

  it('never repeats or skips a page number in order', () => {
    for (let count = 1; count <= 12; count += 1) {
      for (let page = 1; page <= count; page += 1) {
        const numbers = buildPageItems(page, count).filter((item) => typeof item === 'number');
        expect(numbers).toContain(page);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(new Set(numbers).size).toBe(numbers.length);
      }
    }
  });
});

const pageOf = (page: number, pageSize: number, total: number, shown: number, totalCapped = false) => ({
  page,
  pageSize,
  total,
  totalCapped,
  items: Array.from({ length: shown }),
});

describe('describeResultRange', () => {
  it('reads x-y of n results', () => {
    expect(describeResultRange(pageOf(1, 50, 120, 50))).toBe('1-50 of 120 results');
    expect(describeResultRange(pageOf(3, 50, 120, 20))).toBe('101-120 of 120 results');
    expect(describeResultRange(pageOf(1, 25, 1, 1))).toBe('1-1 of 1 result');
  });

  it('reads 0 results for an empty list', () => {
    expect(describeResultRange(pageOf(1, 50, 0, 0))).toBe('0 results');
  });

  it('reads a capped search total as a lower bound, also on pages past it', () => {
    expect(describeResultRange(pageOf(1, 50, 1000, 50, true))).toBe('1-50 of 1000+ results');
    expect(describeResultRange(pageOf(30, 50, 1000, 50, true))).toBe('1451-1500 of 1500+ results');
  });
});

describe('countReachablePages', () => {
  it('follows the total when it is exact', () => {
    expect(countReachablePages(pageOf(1, 50, 120, 50), 200)).toBe(3);
  });

  it('offers one page more of a capped search while the page on screen is full', () => {
    expect(countReachablePages(pageOf(1, 50, 1000, 50, true), 200)).toBe(20);
    expect(countReachablePages(pageOf(20, 50, 1000, 50, true), 200)).toBe(21);
    expect(countReachablePages(pageOf(23, 50, 1000, 12, true), 200)).toBe(23);
    expect(countReachablePages(pageOf(200, 50, 1000, 50, true), 200)).toBe(200);
  });
});

describe('countPages', () => {
  it('has at least one page', () => {
    expect(countPages(0, 50)).toBe(1);
    expect(countPages(101, 50)).toBe(3);
  });

  it('stops at the last page the server serves', () => {
    expect(countPages(1_000_000, 25, 200)).toBe(200);
    expect(countPages(10_000, 50, 200)).toBe(200);
    expect(countPages(9_999, 50, 200)).toBe(200);
    expect(countPages(9_951, 50, 200)).toBe(200);
    expect(countPages(9_950, 50, 200)).toBe(199);
    expect(countPages(0, 50, 200)).toBe(1);
  });
});
