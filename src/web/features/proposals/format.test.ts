import { describe, expect, it } from 'vitest';
import { proposalMessages } from '#shared/schemas/proposal-messages.ts';
import { englishIntl as intl } from '#web/test/english.ts';
import {
  describePayment,
  describeProposalLoadError,
  describeTerms,
  findViewerSide,
  labelStatus,
  summarizeTerms,
} from '#web/features/proposals/format.ts';
import { ApiError } from '#web/lib/api-client.ts';

const proposalLoadFailed = 'Failed to load proposal details';
const apiError = (status: number) => new ApiError({ status, code: 'X', message: 'server words' });
const noTerms = {
  paymentMethods: [],
  cashAmountCents: null,
  offerAmount: null,
  coinAmount: null,
  tradeDescription: null,
} as const;

describe('describeProposalLoadError', () => {
  it('names the three error views of the spec', () => {
    expect(describeProposalLoadError(apiError(404), intl)).toBe(proposalMessages.notFound);
    expect(describeProposalLoadError(apiError(403), intl)).toBe(proposalMessages.forbidden);
    expect(describeProposalLoadError(apiError(500), intl)).toBe(proposalLoadFailed);
    expect(describeProposalLoadError(new Error('offline'), intl)).toBe(proposalLoadFailed);
  });
});

describe('who pays (decision 009)', () => {
  const sender = { id: 's', fullName: 'Sam', profilePictureUrl: null };
  const receiver = { id: 'r', fullName: 'Rita', profilePictureUrl: null };
  const on = (kind: 'service' | 'request', role: 'sender' | 'receiver', payerId: string | null) => ({
    role,
    sender,
    receiver,
    payerId,
    listing: { kind },
  });

  it('makes the sender of a service and the owner of a request the payer', () => {
    expect(describePayment(on('service', 'sender', 's'), intl)).toBe('You pay Rita');
    expect(describePayment(on('service', 'receiver', 's'), intl)).toBe('Sam pays you');
    expect(describePayment(on('request', 'sender', 'r'), intl)).toBe('Rita pays you');
    expect(describePayment(on('request', 'receiver', 'r'), intl)).toBe('You pay Sam');
    expect(findViewerSide(on('request', 'sender', 'r'))).toBe('provider');
  });

  it('goes by the listing kind for an old proposal without a payer', () => {
    expect(findViewerSide(on('request', 'sender', null))).toBe('provider');
    expect(findViewerSide(on('request', 'receiver', null))).toBe('payer');
    expect(findViewerSide(on('service', 'sender', null))).toBe('payer');
  });
});

describe('describeTerms', () => {
  it('gives each chosen method its own value', () => {
    const terms = {
      paymentMethods: ['cash', 'coins', 'trade'] as const,
      cashAmountCents: 5000,
      offerAmount: null,
      coinAmount: 1250,
      tradeDescription: 'A logo',
    };
    expect(describeTerms({ ...terms, paymentMethods: [...terms.paymentMethods] }, 'USD', intl)).toEqual([
      { method: 'cash', label: 'Cash', value: '$50.00' },
      { method: 'coins', label: 'Dragon Coins', value: '1,250 Dragon Coins' },
      { method: 'trade', label: 'Trade/Barter', value: 'A logo' },
    ]);
  });

  it('shows the cash amount in the display currency, with its note', () => {
    expect(
      describeTerms(
        { ...noTerms, paymentMethods: ['cash'], cashAmountCents: 5000, offerAmount: 'per visit' },
        'EUR',
        intl,
      ),
    ).toEqual([{ method: 'cash', label: 'Cash', value: '€46.00 · per visit' }]);
  });

  it('reads the note, or Negotiable, without an amount', () => {
    expect(describeTerms({ ...noTerms, paymentMethods: ['cash'] }, 'EUR', intl)).toEqual([
      { method: 'cash', label: 'Cash', value: 'Negotiable' },
    ]);
    expect(describeTerms({ ...noTerms, paymentMethods: ['cash'], offerAmount: 'about $60' }, 'EUR', intl)).toEqual([
      { method: 'cash', label: 'Cash', value: 'about $60' },
    ]);
  });
});

describe('summarizeTerms', () => {
  it('prefers the coin amount, then the cash amount, then Negotiable', () => {
    const both = { ...noTerms, paymentMethods: ['cash', 'coins'] as const, coinAmount: 5, cashAmountCents: 500 };
    expect(summarizeTerms({ ...both, paymentMethods: [...both.paymentMethods] }, 'GBP', intl)).toBe('5 Dragon Coins');
    expect(summarizeTerms({ ...noTerms, paymentMethods: ['cash'], cashAmountCents: 500 }, 'GBP', intl)).toBe('£3.90');
    expect(summarizeTerms({ ...noTerms, paymentMethods: ['trade'] }, 'GBP', intl)).toBe('Negotiable');
  });
});

describe('labelStatus', () => {
  const sam = { id: 's', fullName: 'Sam', profilePictureUrl: null };
  const asked = { requestedBy: sam, reason: 'Moving away', requestedAt: '2026-12-02T10:00:00.000Z' };

  it('reads Cancelled for a cancelled deal and Withdrawn for a withdrawn proposal', () => {
    expect(labelStatus({ status: 'cancelled', cancellation: asked }, intl)).toBe('Cancelled');
    expect(labelStatus({ status: 'cancelled', cancellation: null }, intl)).toBe('Withdrawn');
    expect(labelStatus({ status: 'accepted', cancellation: asked }, intl)).toBe('Accepted');
  });
});
