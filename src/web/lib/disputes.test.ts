import { describe, expect, it } from 'vitest';
import { englishIntl as intl } from '#web/test/english.ts';
import { describeCaseAge, describeEntry, describeRulingCoins } from './disputes.ts';

const name = (party: { fullName: string } | null) => party?.fullName ?? 'Deleted user';
const maya = { id: 'm', fullName: 'Maya Chen', profilePictureUrl: null };
const sam = { id: 's', fullName: 'Sam Ode', profilePictureUrl: null };

describe('describeRulingCoins', () => {
  it('names both sides of a split', () => {
    expect(describeRulingCoins({ providerCoins: 30, payerCoins: 20 }, intl)).toBe('Provider: 30 DC · Payer: 20 DC');
  });
  it('reads a missing side as none', () => {
    expect(describeRulingCoins({ providerCoins: 1500, payerCoins: null }, intl)).toBe(
      'Provider: 1,500 DC · Payer: 0 DC',
    );
  });
  it('says nothing without coins', () => {
    expect(describeRulingCoins({ providerCoins: null, payerCoins: null }, intl)).toBeNull();
  });
});

describe('describeEntry', () => {
  it('names the author of a statement and an answer', () => {
    expect(describeEntry({ kind: 'statement', author: maya, byAdmin: false, addressedTo: null }, name, intl)).toBe(
      'Statement from Maya Chen',
    );
    expect(describeEntry({ kind: 'answer', author: sam, byAdmin: false, addressedTo: null }, name, intl)).toBe(
      'Answer from Sam Ode',
    );
  });
  it('names the party a question is for, not the admin', () => {
    expect(describeEntry({ kind: 'question', author: null, byAdmin: true, addressedTo: sam }, name, intl)).toBe(
      'Admin asked Sam Ode',
    );
  });
});

describe('describeCaseAge', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('counts hours under a day and days after', () => {
    expect(describeCaseAge('2026-11-28T11:30:00Z', now, intl)).toBe('Under an hour');
    expect(describeCaseAge('2026-11-28T11:00:00Z', now, intl)).toBe('1 hour');
    expect(describeCaseAge('2026-11-28T07:00:00Z', now, intl)).toBe('5 hours');
    expect(describeCaseAge('2026-11-27T12:00:00Z', now, intl)).toBe('1 day');
    expect(describeCaseAge('2026-11-25T10:00:00Z', now, intl)).toBe('3 days');
  });
  it('reads a clock ahead of ours as just opened', () => {
    expect(describeCaseAge('2026-11-28T12:05:00Z', now, intl)).toBe('Under an hour');
  });
});
