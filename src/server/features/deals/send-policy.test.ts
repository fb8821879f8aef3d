// The send policy's refusals, each in the words sending has always used, and what it allows: a listing's viewer is
// answered without terms, as a `can.propose` flag asks, and a counter-offer's terms by the two guards on the listing.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import type { Member } from '../../platform/guards.ts';
import { allowSending, authorizeTerms, type SendFacts } from './service.ts';

const sender = { id: 'sender', role: 'user' } as Member;
const listing = { userId: 'owner', status: 'active', paymentTypes: ['cash', 'trade'] } as const;
const facts: SendFacts = { listing, paymentMethods: ['cash'], pendingProposal: false };

function refusalOf(verdict: ReturnType<typeof allowSending>) {
  if (verdict.allowed) throw new Error('expected a refusal');
  const { status, code, message, fields } = verdict.refusal;
  return { status, code, message, fields };
}

const termsRefusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, code: error.code, message: error.message, fields: error.fields };
  }
  throw new Error('expected a refusal');
};

describe('the send policy', () => {
  it('allows another member to send on a live listing with methods it accepts', () => {
    expect(allowSending(sender, facts)).toEqual({ allowed: true });
    expect(allowSending(sender, { ...facts, paymentMethods: ['cash', 'trade'] })).toEqual({ allowed: true });
  });

  it('answers a viewer who has offered no terms yet by the listing and their pending proposal', () => {
    const viewer = { listing, pendingProposal: false };
    expect(allowSending(sender, viewer)).toEqual({ allowed: true });
    expect(refusalOf(allowSending(sender, { ...viewer, pendingProposal: true })).code).toBe('PROPOSAL_PENDING');
  });

  it("refuses the member's own listing with 403", () => {
    expect(refusalOf(allowSending({ ...sender, id: 'owner' }, facts))).toEqual({
      status: 403,
      code: 'OWN_LISTING',
      message: 'You cannot make a proposal on your own listing',
      fields: undefined,
    });
  });

  it('refuses a listing that is not live with 409', () => {
    for (const status of ['paused', 'pending', 'rejected', 'completed', 'cancelled'] as const) {
      expect(refusalOf(allowSending(sender, { ...facts, listing: { ...listing, status } }))).toEqual({
        status: 409,
        code: 'LISTING_CLOSED',
        message: 'This listing is not open for proposals',
        fields: undefined,
      });
    }
  });

  it('refuses methods the listing does not accept with 400, naming each on the field', () => {
    const message = 'This listing does not accept coins';
    expect(refusalOf(allowSending(sender, { ...facts, paymentMethods: ['cash', 'coins'] }))).toEqual({
      status: 400,
      code: 'PAYMENT_METHOD_NOT_ACCEPTED',
      message,
      fields: { paymentMethods: message },
    });
    const both: SendFacts = {
      ...facts,
      listing: { ...listing, paymentTypes: ['trade'] },
      paymentMethods: ['cash', 'coins'],
    };
    expect(refusalOf(allowSending(sender, both)).message).toBe('This listing does not accept cash, coins');
  });

  it('refuses a second proposal while the first is pending with 409', () => {
    expect(refusalOf(allowSending(sender, { ...facts, pendingProposal: true }))).toEqual({
      status: 409,
      code: 'PROPOSAL_PENDING',
      message: 'You already have a pending proposal on this listing',
      fields: undefined,
    });
  });
});

describe("a counter-offer's terms", () => {
  const counterer = { id: 'owner', role: 'user' } as Member;

  it('are allowed on the live listing with methods it accepts, whoever owns it', () => {
    expect(() => authorizeTerms(counterer, { listing, paymentMethods: ['trade'] })).not.toThrow();
  });

  it('are refused on a listing paused or gone, and with a method it does not accept', () => {
    const closed = { status: 409, code: 'LISTING_CLOSED', message: 'This listing is not open for proposals' };
    const paused = { listing: { ...listing, status: 'paused' as const }, paymentMethods: ['cash' as const] };
    expect(termsRefusal(() => authorizeTerms(counterer, paused))).toMatchObject(closed);
    expect(termsRefusal(() => authorizeTerms(counterer, { listing: null, paymentMethods: ['cash'] }))).toMatchObject(
      closed,
    );
    expect(termsRefusal(() => authorizeTerms(counterer, { listing, paymentMethods: ['coins'] }))).toEqual({
      status: 400,
      code: 'PAYMENT_METHOD_NOT_ACCEPTED',
      message: 'This listing does not accept coins',
      fields: { paymentMethods: 'This listing does not accept coins' },
    });
  });
});
