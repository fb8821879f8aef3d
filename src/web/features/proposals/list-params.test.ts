import { describe, expect, it } from 'vitest';
import { writeUrlState } from '#web/components/list/url-state.ts';
import { hasProposalFilters, type ProposalListParams, proposalListCodec } from '#web/features/proposals/list-params.ts';

const codec = proposalListCodec(['photography', 'technology']);
const parse = (text: string) => codec.parse(new URLSearchParams(text));
const change = (text: string, next: Partial<ProposalListParams>) =>
  writeUrlState(new URLSearchParams(text), codec, next).toString();

describe('a proposal list address, read', () => {
  it('reads a valid address', () => {
    expect(parse('q=+piano+&category=photography&payment=coins&status=accepted&page=3&pageSize=25&view=list')).toEqual({
      q: 'piano',
      category: 'photography',
      payment: 'coins',
      status: 'accepted',
      page: 3,
      pageSize: 25,
      view: 'list',
    });
  });

  it('falls back to the defaults on bad values', () => {
    expect(parse('category=nope&payment=gold&status=lost&page=-2&pageSize=7&view=table')).toEqual({
      q: '',
      category: undefined,
      payment: undefined,
      status: undefined,
      page: 1,
      pageSize: 50,
      view: 'grid',
    });
  });
});

describe('hasProposalFilters', () => {
  it('counts the status as a filter, but not paging or layout', () => {
    expect(hasProposalFilters(parse('page=2&pageSize=25&view=list'))).toBe(false);
    expect(hasProposalFilters(parse('status=pending'))).toBe(true);
    expect(hasProposalFilters(parse('q=piano'))).toBe(true);
  });
});

describe('a proposal list change, written to the address', () => {
  it('starts again at page 1 on a new search, filter, status or page size, keeping other keys', () => {
    expect(change('tab=received&page=4', { status: 'pending' })).toBe('tab=received&status=pending');
    expect(change('tab=received&page=4', { q: 'piano' })).toBe('tab=received&q=piano');
    expect(change('page=4', { category: 'technology' })).toBe('category=technology');
    expect(change('page=4', { payment: 'cash' })).toBe('payment=cash');
    expect(change('page=4', { pageSize: 25 })).toBe('pageSize=25');
  });

  it('keeps the page when only the page or the layout changes, and drops defaults', () => {
    expect(change('status=pending', { page: 2 })).toBe('page=2&status=pending');
    expect(change('q=piano&page=2', { view: 'list' })).toBe('q=piano&page=2&view=list');
    expect(change('status=pending&page=2', { status: undefined, page: 1 })).toBe('');
  });

  it('clears the search and every filter at once', () => {
    expect(
      change('tab=sent&q=piano&category=technology&payment=cash&status=declined&page=3', {
        q: '',
        category: undefined,
        payment: undefined,
        status: undefined,
      }),
    ).toBe('tab=sent');
  });
});
