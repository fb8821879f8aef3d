import { describe, expect, it } from 'vitest';
import { applyProposalListChange, parseProposalListParams } from '#web/features/proposals/list-params.ts';

const parse = (text: string) => parseProposalListParams(new URLSearchParams(text));
const change = (text: string, next: Parameters<typeof applyProposalListChange>[1]) =>
  applyProposalListChange(new URLSearchParams(text), next).toString();

describe('parseProposalListParams', () => {
  it('reads a valid address', () => {
    expect(parse('status=accepted&page=3&pageSize=25')).toEqual({ status: 'accepted', page: 3, pageSize: 25 });
  });

  it('falls back to the defaults on bad values', () => {
    expect(parse('status=lost&page=-2&pageSize=7')).toEqual({ status: undefined, page: 1, pageSize: 50 });
  });
});

describe('applyProposalListChange', () => {
  it('starts again at page 1 on a new filter, keeping other keys', () => {
    expect(change('tab=received&page=4', { status: 'pending' })).toBe('tab=received&status=pending');
  });

  it('keeps the page when only the page changes and drops defaults', () => {
    expect(change('status=pending', { page: 2 })).toBe('status=pending&page=2');
    expect(change('status=pending&page=2', { status: undefined, page: 1 })).toBe('');
  });
});
