// The cap on a proposal's versions is a rule of the counter-offer: the answerer counters until the latest version is
// the limits.proposalVersionsMax-th, and is then told to accept or decline it.
import { describe, expect, it } from 'vitest';
import { limits } from '#shared/constants.ts';
import type { Member } from '../../platform/guards.ts';
import { authorizeProposal, type ProposalFacts } from './policy.ts';

const answerer = { id: 'receiver', role: 'user' } as Member;
const factsAt = (version: number): ProposalFacts => ({
  proposal: {
    status: 'pending',
    senderId: 'sender',
    receiverId: answerer.id,
    coinAmount: null,
    payerId: 'sender',
    cancelRequestedById: null,
    // The sender offered the odd versions; the receiver answers them.
    offeredById: 'sender',
    version,
    disputed: false,
  },
  reviewed: false,
  askedToCancel: false,
});

describe("the cap on a proposal's versions", () => {
  it(`allows a counter-offer on versions before the ${limits.proposalVersionsMax}th`, () => {
    for (const version of [1, limits.proposalVersionsMax - 1]) {
      expect(() => authorizeProposal(answerer, factsAt(version), 'counter'), `version ${version}`).not.toThrow();
    }
  });

  it(`refuses one on the ${limits.proposalVersionsMax}th with 409 and the cap in the message`, () => {
    expect(() => authorizeProposal(answerer, factsAt(limits.proposalVersionsMax), 'counter')).toThrow(
      expect.objectContaining({
        status: 409,
        code: 'TOO_MANY_VERSIONS',
        message: `A proposal has at most ${limits.proposalVersionsMax} versions; accept or decline this one`,
      }),
    );
  });
});
