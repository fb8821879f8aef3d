import { describe, expect, it } from 'vitest';
import type { ProposalVersion } from '#shared/schemas/proposals.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { englishIntl as intl } from '#web/test/english.ts';
import {
  counterDefaults,
  describeChanges,
  describeTurn,
  describeVersionTerms,
  isStaleVersion,
  titleVersion,
  toCounterInput,
} from '#web/features/proposals/negotiation.ts';

const maya = { id: 'u-maya', fullName: 'Maya Chen', profilePictureUrl: null };
const sam = { id: 'u-sam', fullName: 'Sam Lee', profilePictureUrl: null };

const first: ProposalVersion = {
  number: 1,
  author: maya,
  paymentMethods: ['cash', 'coins'],
  cashAmountCents: 5000,
  offerAmount: null,
  coinAmount: 40,
  tradeDescription: null,
  note: null,
  changed: [],
  at: '2026-11-01T10:00:00.000Z',
};

const counter: ProposalVersion = {
  ...first,
  number: 2,
  author: sam,
  paymentMethods: ['coins', 'trade'],
  cashAmountCents: null,
  coinAmount: 60,
  tradeDescription: 'A haircut',
  note: 'Saturdays only',
  changed: ['paymentMethods', 'cashAmountCents', 'coinAmount', 'tradeDescription', 'note'],
  at: '2026-11-02T10:00:00.000Z',
};

describe('describeVersionTerms', () => {
  it('lists the terms a version names, none changed in a first version', () => {
    expect(describeVersionTerms(first, 'USD', intl)).toEqual([
      { term: 'paymentMethods', label: 'Payment methods', value: 'Cash, Dragon Coins', changed: false },
      { term: 'cashAmountCents', label: 'Cash amount', value: '$50.00', changed: false },
      { term: 'coinAmount', label: 'Dragon Coins', value: '40 Dragon Coins', changed: false },
    ]);
  });

  it('marks what a counter-offer changed, and leaves out the terms it dropped', () => {
    const rows = describeVersionTerms({ ...counter, changed: ['coinAmount', 'note'] }, 'USD', intl);
    expect(rows.map((row) => [row.label, row.value, row.changed])).toEqual([
      ['Payment methods', 'Dragon Coins, Trade/Barter', false],
      ['Dragon Coins', '60 Dragon Coins', true],
      ['In exchange', 'A haircut', false],
      ['Note on scope or date', 'Saturdays only', true],
    ]);
  });
});

describe('describeChanges and titleVersion', () => {
  it('names what a counter-offer changed, and nothing for the first version', () => {
    expect(describeChanges(first, intl)).toBeNull();
    expect(describeChanges({ number: 3, changed: ['coinAmount', 'note'] }, intl)).toBe(
      'Changed: Dragon Coins, Note on scope or date',
    );
  });

  it('calls the first version a proposal and the others counter-offers, by their authors', () => {
    expect(titleVersion(first, intl)).toBe('Proposal by Maya Chen');
    expect(titleVersion(counter, intl)).toBe('Counter-offer by Sam Lee');
    expect(titleVersion({ number: 4, author: null }, intl)).toBe('Counter-offer by Deleted user');
  });
});

describe('describeTurn', () => {
  const pending = { status: 'pending', sender: maya, receiver: sam } as const;

  it('tells the side whose turn it is, and the other whom they wait for', () => {
    expect(describeTurn({ ...pending, turn: 'receiver', role: 'receiver' }, intl)).toBe('Your turn to answer');
    expect(describeTurn({ ...pending, turn: 'receiver', role: 'sender' }, intl)).toBe('Waiting for Sam Lee to answer');
    // After the receiver countered, the sender answers.
    expect(describeTurn({ ...pending, turn: 'sender', role: 'sender' }, intl)).toBe('Your turn to answer');
    expect(describeTurn({ ...pending, turn: 'sender', role: 'receiver' }, intl)).toBe(
      'Waiting for Maya Chen to answer',
    );
  });

  it('says nothing once the proposal is decided', () => {
    expect(describeTurn({ ...pending, status: 'accepted', turn: null, role: 'sender' }, intl)).toBeNull();
  });
});

describe('counterDefaults', () => {
  it('starts from the latest version, keeping only the methods the listing accepts', () => {
    expect(counterDefaults({ version: 2, versions: [first, counter] }, ['coins', 'cash'])).toEqual({
      paymentMethods: ['coins'],
      cashAmountCents: undefined,
      offerAmount: '',
      coinAmount: 60,
      tradeDescription: 'A haircut',
      note: 'Saturdays only',
      version: 2,
    });
  });

  it('keeps every method when the listing accepts them all', () => {
    const values = counterDefaults({ version: 1, versions: [first] }, ['cash', 'coins', 'trade']);
    expect(values).toMatchObject({ paymentMethods: ['cash', 'coins'], cashAmountCents: 5000, version: 1 });
  });
});

describe('toCounterInput', () => {
  it('sends emptied boxes as no value', () => {
    expect(
      toCounterInput({
        paymentMethods: ['coins'],
        coinAmount: 5,
        offerAmount: '',
        tradeDescription: '',
        note: '',
        version: 2,
      }),
    ).toEqual({
      paymentMethods: ['coins'],
      coinAmount: 5,
      offerAmount: undefined,
      tradeDescription: undefined,
      note: undefined,
      version: 2,
    });
  });
});

describe('isStaleVersion', () => {
  it('recognises the refusal of an answer to an older version, and nothing else', () => {
    const stale = new ApiError({ status: 409, code: 'STALE_VERSION', message: 'newer version' });
    expect(isStaleVersion(stale)).toBe(true);
    expect(isStaleVersion(new ApiError({ status: 409, code: 'INVALID_TRANSITION', message: 'no' }))).toBe(false);
    expect(isStaleVersion(new Error('boom'))).toBe(false);
  });
});
