import { describe, expect, it } from 'vitest';
import { englishIntl as intl } from '#web/test/english.ts';
import { describeRulingCoins, percentOf, splitByCoins, splitByPercent } from './dispute-figures.ts';

describe('splitByPercent', () => {
  it('gives the provider their share and the payer the rest', () => {
    expect(splitByPercent(50, 60)).toEqual({ providerCoins: 30, payerCoins: 20 });
    expect(splitByPercent(50, 0)).toEqual({ providerCoins: 0, payerCoins: 50 });
    expect(splitByPercent(50, 100)).toEqual({ providerCoins: 50, payerCoins: 0 });
  });
  it('rounds to whole coins without losing any', () => {
    expect(splitByPercent(7, 50)).toEqual({ providerCoins: 4, payerCoins: 3 });
    expect(splitByPercent(3, 33)).toEqual({ providerCoins: 1, payerCoins: 2 });
  });
  it('keeps a percentage out of range or not a number within the deal', () => {
    expect(splitByPercent(50, 140)).toEqual({ providerCoins: 50, payerCoins: 0 });
    expect(splitByPercent(50, -5)).toEqual({ providerCoins: 0, payerCoins: 50 });
    expect(splitByPercent(50, Number.NaN)).toEqual({ providerCoins: 0, payerCoins: 50 });
  });
});

describe('splitByCoins', () => {
  it('takes the provider coins as given and clamps them to the deal', () => {
    expect(splitByCoins(50, 30)).toEqual({ providerCoins: 30, payerCoins: 20 });
    expect(splitByCoins(50, 80)).toEqual({ providerCoins: 50, payerCoins: 0 });
    expect(splitByCoins(50, -1)).toEqual({ providerCoins: 0, payerCoins: 50 });
  });
});

describe('percentOf', () => {
  it('reads a coin share as a percentage', () => {
    expect(percentOf(50, 30)).toBe(60);
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe('describeRulingCoins', () => {
  const party = (fullName: string) => ({ id: fullName, fullName, profilePictureUrl: null });
  const deal = { status: 'accepted', coinAmount: 50, payer: party('Pat Payer'), provider: party('Pia Provider') };
  const note = 'Read both sides.';

  it("names each side's coins as the server settles them", () => {
    expect(describeRulingCoins(deal, { outcome: 'split', providerCoins: 30, note }, intl)).toEqual([
      'Pia Provider (provider) gets 30 DC',
      'Pat Payer (payer) gets 20 DC back',
    ]);
    expect(describeRulingCoins(deal, { outcome: 'refund', note }, intl)).toEqual([
      'Pia Provider (provider) gets 0 DC',
      'Pat Payer (payer) gets 50 DC back',
    ]);
  });

  it("says a completed deal's provider keeps their part and gives back the rest", () => {
    expect(
      describeRulingCoins({ ...deal, status: 'completed' }, { outcome: 'split', providerCoins: 10, note }, intl),
    ).toEqual(['Pia Provider (provider) keeps 10 DC', 'Pat Payer (payer) gets 40 DC back from the provider']);
  });

  it('says no coins move on a deal without coins, and names a member who left', () => {
    expect(describeRulingCoins({ ...deal, coinAmount: null }, { outcome: 'release', note }, intl)).toEqual([
      'No Dragon Coins move: this deal was not paid in coins. It is decided for the provider.',
    ]);
    expect(describeRulingCoins({ ...deal, payer: null }, { outcome: 'release', note }, intl)).toEqual([
      'Pia Provider (provider) gets 50 DC',
      'Deleted user (payer) gets 0 DC back',
    ]);
  });
});
