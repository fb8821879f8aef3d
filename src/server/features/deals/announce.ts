import type { EventTransaction } from '../../platform/events/record.ts';
import { recordEvent } from '../../platform/events/record.ts';
import type { ProposalRow } from './types.ts';

/** Both parties' open tabs reread the proposal: after every move, sending, review and dispute entry. */
export async function announceProposalChange(
  tx: EventTransaction,
  proposal: Pick<ProposalRow, 'id' | 'senderId' | 'receiverId'>,
): Promise<void> {
  for (const userId of [proposal.senderId, proposal.receiverId]) {
    if (userId) await recordEvent(tx, { userId, type: 'proposal.updated', payload: { proposalId: proposal.id } });
  }
}
