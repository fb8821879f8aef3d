import { DisputePanel } from '#web/features/disputes/components/dispute-panel.tsx';
import { ProposalDetailsPage } from '#web/features/proposals/pages/proposal-details.tsx';

// A deal's page shows its dispute: the proposals' details with the disputes' panel. A feature never imports another,
// so they are put together here.
export function ProposalDetailsRoute() {
  return <ProposalDetailsPage renderDisputePanel={(proposal) => <DisputePanel proposal={proposal} />} />;
}
