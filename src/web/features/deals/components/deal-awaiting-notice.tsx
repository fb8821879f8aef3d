import { useIntl } from 'react-intl';
import type { ProposalView } from '#shared/schemas/proposals.ts';
import { describeAutoCompletion, nameDealParty } from '#web/features/deals/format.ts';
import { findOtherParty } from '#web/lib/proposal-parties.ts';

/** What an accepted or delivered deal waits for next, under its buttons; nothing when it waits for nothing. */
export function DealAwaitingNotice({ proposal }: { proposal: ProposalView }) {
  const intl = useIntl();
  const other = findOtherParty(proposal);
  // A coins deal is completed by whoever pays, since completing it moves their coins. Nothing moves while a dispute
  // holds the deal, so no next step is told then.
  const awaitingPayer =
    proposal.dispute?.status === 'open'
      ? null
      : proposal.status === 'accepted' && proposal.coinAmount !== null && other && proposal.payerId === other.id
        ? intl.formatMessage({ id: 'deals.awaitingNotice.payerConfirms' }, { name: nameDealParty(other, intl) })
        : describeAutoCompletion(proposal, intl);
  return awaitingPayer ? <p className="text-sm text-muted-foreground">{awaitingPayer}</p> : null;
}
