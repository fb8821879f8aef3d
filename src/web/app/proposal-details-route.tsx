import { CancellationPanel } from '#web/features/deals/components/cancellation-panel.tsx';
import { DealActions } from '#web/features/deals/components/deal-actions.tsx';
import { DealAwaitingNotice } from '#web/features/deals/components/deal-awaiting-notice.tsx';
import { ProposalHistory } from '#web/features/deals/components/proposal-history.tsx';
import { DisputePanel } from '#web/features/disputes/components/dispute-panel.tsx';
import { type DealParts, ProposalDetailsPage } from '#web/features/proposals/pages/proposal-details.tsx';

// A deal's page: the proposals' details with the deal's moves, cancellation, clocks and history (deals) and its
// dispute (disputes). A feature never imports another, so they are put together here.
const deal: DealParts = {
  renderActions: (proposal) => <DealActions proposal={proposal} />,
  renderPanel: (proposal) => (
    <>
      <CancellationPanel proposal={proposal} />
      <DisputePanel proposal={proposal} />
      <DealAwaitingNotice proposal={proposal} />
    </>
  ),
  renderHistory: (proposal) => <ProposalHistory history={proposal.history} />,
};

export function ProposalDetailsRoute() {
  return <ProposalDetailsPage deal={deal} />;
}
