import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { CircleAlert } from 'lucide-react';
import type { ProposalView } from '#shared/schemas/proposals.ts';
import { paths } from '#web/app/paths.ts';
import { BackButton } from '#web/components/back-button.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useProposal } from '#web/features/proposals/api.ts';
import { CancellationPanel } from '#web/features/proposals/components/cancellation-panel.tsx';
import { ProposalActions } from '#web/features/proposals/components/proposal-actions.tsx';
import { ProposalHistory } from '#web/features/proposals/components/proposal-history.tsx';
import { ProposalMessageBox } from '#web/features/proposals/components/proposal-message-box.tsx';
import { ProposalReview } from '#web/features/proposals/components/proposal-review.tsx';
import { ProposalStatusBadge } from '#web/features/proposals/components/proposal-status-badge.tsx';
import { ProposalVersions, TurnNotice } from '#web/features/proposals/components/proposal-versions.tsx';
import {
  ProposalListingCard,
  ProposalOfferDetails,
  ProposalOtherParty,
} from '#web/features/proposals/components/proposal-summary.tsx';
import { describeAutoCompletion, describeProposalLoadError } from '#web/features/proposals/format.ts';
import { findOtherParty, nameParty } from '#web/lib/proposal-parties.ts';

const title = 'Proposal Details';
const description = 'The offer made on a listing, the people involved and its current status.';

/** The deal's dispute panel, which the disputes feature draws; put in by the route (app/proposal-details-route.tsx). */
export type RenderDisputePanel = (proposal: ProposalView) => ReactNode;

export function ProposalDetailsPage({ renderDisputePanel }: { renderDisputePanel: RenderDisputePanel }) {
  const { id = '' } = useParams();
  const { data: proposal, error, isPending } = useProposal(id);
  // The other party's decisions arrive while the page is open (spec: updates live).

  if (isPending) {
    return (
      <PageContainer aria-busy="true">
        <PageMeta title={title} description={description} />
        <p className="sr-only">Loading the proposal...</p>
        <Skeleton className="h-9 w-64" />
        <Skeleton className="mt-6 h-28 w-full" />
        <Skeleton className="mt-4 h-48 w-full" />
      </PageContainer>
    );
  }
  if (error) return <ProposalErrorView message={describeProposalLoadError(error)} />;
  return <ProposalDetails proposal={proposal} renderDisputePanel={renderDisputePanel} />;
}

function ProposalErrorView({ message }: { message: string }) {
  return (
    <PageContainer className="flex max-w-lg flex-col items-center py-16 text-center">
      <PageMeta title={message} description={description} />
      <CircleAlert aria-hidden="true" className="size-12 text-destructive" />
      <h1 role="alert" className="mt-4 text-2xl font-bold tracking-tight">
        {message}
      </h1>
      <Button asChild className="mt-8">
        <Link to={paths.dashboard.myOffers()}>Back to My Offers</Link>
      </Button>
    </PageContainer>
  );
}

function ProposalDetails({
  proposal,
  renderDisputePanel,
}: {
  proposal: ProposalView;
  renderDisputePanel: RenderDisputePanel;
}) {
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
  return (
    <PageContainer>
      <PageMeta title={title} description={description} />
      <BackButton className="mb-4" fallback={paths.dashboard.myOffers()} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p role="status">
          <span className="sr-only">Status: </span>
          <ProposalStatusBadge proposal={proposal} />
        </p>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-4">
          <ProposalListingCard listing={proposal.listing} />
          <ProposalOfferDetails proposal={proposal} />
          <ProposalVersions proposal={proposal} />
          <ProposalHistory history={proposal.history} />
        </div>
        <Card className="flex flex-col gap-6 self-start p-5">
          <ProposalOtherParty proposal={proposal} />
          <TurnNotice proposal={proposal} />
          <ProposalActions proposal={proposal} />
          <CancellationPanel proposal={proposal} />
          {renderDisputePanel(proposal)}
          {awaitingPayer ? <p className="text-sm text-muted-foreground">{awaitingPayer}</p> : null}
          <ProposalReview proposal={proposal} otherName={otherName} />
          {proposal.can.message ? <ProposalMessageBox proposalId={proposal.id} otherName={otherName} /> : null}
        </Card>
      </div>
    </PageContainer>
  );
}
