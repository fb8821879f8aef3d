import type { ProposalView } from '#shared/schemas/proposals.ts';
import { describeAutoCompletion } from '#web/features/deals/format.ts';
import { findOtherParty, nameParty } from '#web/lib/proposal-parties.ts';

/** What an accepted or delivered deal waits for next, under its buttons; nothing when it waits for nothing. */
export function DealAwaitingNotice({ proposal }: { proposal: ProposalView }) {
  const other = findOtherParty(proposal);
  const otherName = nameParty(other);
  // A coins deal is completed by whoever pays, since completing it moves their coins. Nothing moves while a dispute
  // holds the deal, so no next step is told then.
  const awaitingPayer =
    proposal.dispute?.status === 'open'
      ? null
      : proposal.status === 'accepted' && proposal.coinAmount !== null && other && proposal.payerId === other.id
        ? `Once you mark it delivered, ${otherName} confirms completion, which releases the Dragon Coins held for this deal to you.`
        : describeAutoCompletion(proposal);
  return awaitingPayer ? <p className="text-sm text-muted-foreground">{awaitingPayer}</p> : null;
}
