// The effects proposals and disputes own are handed to the moves that need them (decision 036): between them they
// carry out every plugged effect the table names, and a move taken without its effects fails before it opens a
// transaction, never halfway through one.
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.ts';
import type { Member } from '../../platform/guards.ts';
import { disputeEffects } from '../disputes/service.ts';
import { negotiationEffects } from '../proposals/service.ts';
import { coreEffects } from './effects.ts';
import { type DealTransitionName, dealTransitions } from './process.ts';
import { runDealMove } from './transitions.ts';

const named = new Set(Object.values(dealTransitions).flatMap((move) => move.effects));

describe('the plugged effects', () => {
  it('are carried out by deals or by the features plugged in, each by one of them', () => {
    const owners = [Object.keys(coreEffects), Object.keys(negotiationEffects), Object.keys(disputeEffects)];
    const owned = owners.flat();
    expect(new Set(owned)).toEqual(named);
    expect(owned).toHaveLength(named.size);
  });

  it('must be handed to a move that needs them', async () => {
    // No context: the move is refused before it would use one.
    const ctx = {} as AppContext;
    const member = { id: 'member', role: 'user' } as Member;
    const cases: [DealTransitionName, string][] = [
      ['counter', 'record the version'],
      ['open-dispute', 'open the case'],
      ['split-coins', 'settle the coins'],
    ];
    for (const [name, effect] of cases) {
      await expect(runDealMove(ctx, member, 'proposal', name)).rejects.toThrow(`needs '${effect}'`);
    }
  });
});
