import { describe, expect, it } from 'vitest';
import { describeCaseAge, describeEntry, describeRulingCoins } from './disputes.ts';

const name = (party: { fullName: string } | null) => party?.fullName ?? 'Deleted user';
const maya = { id: 'm', fullName: 'Maya Chen', profilePictureUrl: null };
const sam = { id: 's', fullName: 'Sam Ode', profilePictureUrl: null };

describe('describeRulingCoins', () => {
  it('names both sides of a split', () => {
    expect(describeRulingCoins({ providerCoins: 30, payerCoins: 20 })).toBe('Provider: 30 DC · Payer: 20 DC');
  });
  it('reads a missing side as none', () => {
    expect(describeRulingCoins({ providerCoins: 1500, payerCoins: null })).toBe('Provider: 1,500 DC · Payer: 0 DC');
  });
  it('says nothing without coins', () => {
    expect(describeRulingCoins({ providerCoins: null, payerCoins: null })).toBeNull();
  });
});

describe('describeEntry', () => {
  it('names the author of a statement and an answer', () => {
    expect(describeEntry({ kind: 'statement', author: maya, byAdmin: false, addressedTo: null }, name)).toBe(
      'Statement from Maya Chen',
    );
    expect(describeEntry({ kind: 'answer', author: sam, byAdmin: false, addressedTo: null }, name)).toBe(
      'Answer from Sam Ode',
    );
  });
  it('names the party a question is for, not the admin', () => {
    expect(describeEntry({ kind: 'question', author: null, byAdmin: true, addressedTo: sam }, name)).toBe(
      'Admin asked Sam Ode',
    );
  });
});

describe('describeCaseAge', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('counts hours under a day and days after', () => {
    expect(describeCaseAge('2026-11-28T11:30:00Z', now)).toBe('Under an hour');
    expect(describeCaseAge('2026-11-28T11:00:00Z', now)).toBe('1 hour');
    expect(describeCaseAge('2026-11-28T07:00:00Z', now)).toBe('5 hours');
    expect(describeCaseAge('2026-11-27T12:00:00Z', now)).toBe('1 day');
    expect(describeCaseAge('2026-11-25T10:00:00Z', now)).toBe('3 days');
  });
  it('reads a clock ahead of ours as just opened', () => {
    expect(describeCaseAge('2026-11-28T12:05:00Z', now)).toBe('Under an hour');
  });
});
