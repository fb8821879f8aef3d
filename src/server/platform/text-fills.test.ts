import { describe, expect, it } from 'vitest';
import {
  ledgerStatuses,
  offerStatuses,
  proposalStatuses,
  reportStatuses,
  withdrawalStatuses,
} from '#shared/constants.ts';
import { textFills } from '#shared/text-fills.ts';
import { dealTransitions, sendTransition } from '../features/deals/process.ts';

const fills: readonly string[] = textFills;

describe('the words the server fills its texts with', () => {
  it('holds every status a refusal can name', () => {
    const statuses = [offerStatuses, proposalStatuses, ledgerStatuses, withdrawalStatuses, reportStatuses].flat();
    expect(statuses.filter((status) => !fills.includes(status))).toEqual([]);
  });

  it('holds the participle of every move of the deal process', () => {
    const participles = [sendTransition, ...Object.values(dealTransitions)].map((move) => move.participle);
    expect(participles.filter((participle) => !fills.includes(participle))).toEqual([]);
  });
});
