// The two parties of a proposal as the viewer names them, shared by the proposals, deals and disputes features.
import type { IntlShape } from 'react-intl';
import type { ProposalParty, ProposalView } from '#shared/schemas/proposals.ts';

/** The viewer's own side of the proposal. */
export function findViewer(proposal: Pick<ProposalView, 'role' | 'sender' | 'receiver'>): ProposalParty {
  return proposal.role === 'sender' ? proposal.sender : proposal.receiver;
}

/** The party the viewer deals with: the receiver for a sender, and the other way round. */
export function findOtherParty(proposal: Pick<ProposalView, 'role' | 'sender' | 'receiver'>): ProposalParty {
  return proposal.role === 'sender' ? proposal.receiver : proposal.sender;
}

/** A deleted account leaves the proposal without its member; it still reads as someone, in the reader's language. */
export function nameParty(party: ProposalParty, intl: IntlShape): string {
  return party?.fullName ?? intl.formatMessage({ id: 'components.proposalParty.deletedUser' });
}
