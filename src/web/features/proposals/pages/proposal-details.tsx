import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { CircleAlert } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProposalView } from '#shared/schemas/proposals.ts';
import { paths } from '#web/app/paths.ts';
import { BackButton } from '#web/components/back-button.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useProposal } from '#web/features/proposals/api.ts';
import { ProposalActions } from '#web/features/proposals/components/proposal-actions.tsx';
import { ProposalMessageBox } from '#web/features/proposals/components/proposal-message-box.tsx';
import { ProposalReview } from '#web/features/proposals/components/proposal-review.tsx';
import { ProposalStatusBadge } from '#web/features/proposals/components/proposal-status-badge.tsx';
import { ProposalVersions, TurnNotice } from '#web/features/proposals/components/proposal-versions.tsx';
import {
  ProposalListingCard,
  ProposalOfferDetails,
  ProposalOtherParty,
} from '#web/features/proposals/components/proposal-summary.tsx';
import { describeProposalLoadError } from '#web/features/proposals/format.ts';
import { findOtherParty, nameParty } from '#web/lib/proposal-parties.ts';
import { useServerText } from '#web/lib/server-texts.ts';

type RenderPart = (proposal: ProposalView) => ReactNode;

/** The parts of the page the deals and disputes features draw, put in by the route (app/proposal-details-route.tsx). */
export type DealParts = {
  /** An accepted deal's buttons, among the proposal's own. */
  renderActions: RenderPart;
  /** Under the buttons: the deal's cancellation, its dispute and what it waits for. */
  renderPanel: RenderPart;
  /** The steps the proposal and its deal went through. */
  renderHistory: RenderPart;
};

export function ProposalDetailsPage({ deal }: { deal: DealParts }) {
  const intl = useIntl();
  const text = useServerText();
  const { id = '' } = useParams();
  const { data: proposal, error, isPending } = useProposal(id);
  // The other party's decisions arrive while the page is open (spec: updates live).

  if (isPending) {
    return (
      <PageContainer aria-busy="true">
        <PageMeta
          title={intl.formatMessage({ id: 'proposals.details.title' })}
          description={intl.formatMessage({ id: 'proposals.details.description' })}
        />
        <p className="sr-only">
          <FormattedMessage id="proposals.details.loading" />
        </p>
        <Skeleton className="h-9 w-64" />
        <Skeleton className="mt-6 h-28 w-full" />
        <Skeleton className="mt-4 h-48 w-full" />
      </PageContainer>
    );
  }
  if (error) return <ProposalErrorView message={text(describeProposalLoadError(error, intl))} />;
  return <ProposalDetails proposal={proposal} deal={deal} />;
}

function ProposalErrorView({ message }: { message: string }) {
  const intl = useIntl();
  return (
    <PageContainer className="flex max-w-lg flex-col items-center py-16 text-center">
      <PageMeta title={message} description={intl.formatMessage({ id: 'proposals.details.description' })} />
      <CircleAlert aria-hidden="true" className="size-12 text-destructive" />
      <h1 role="alert" className="mt-4 text-2xl font-bold tracking-tight">
        {message}
      </h1>
      <Button asChild className="mt-8">
        <Link to={paths.dashboard.myOffers()}>
          <FormattedMessage id="proposals.details.backToMyOffers" />
        </Link>
      </Button>
    </PageContainer>
  );
}

function ProposalDetails({ proposal, deal }: { proposal: ProposalView; deal: DealParts }) {
  const intl = useIntl();
  const otherName = nameParty(findOtherParty(proposal), intl);
  const title = intl.formatMessage({ id: 'proposals.details.title' });
  return (
    <PageContainer>
      <PageMeta title={title} description={intl.formatMessage({ id: 'proposals.details.description' })} />
      <BackButton className="mb-4" fallback={paths.dashboard.myOffers()} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p role="status">
          <span className="sr-only">
            <FormattedMessage id="proposals.details.status" />{' '}
          </span>
          <ProposalStatusBadge proposal={proposal} />
        </p>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-4">
          <ProposalListingCard listing={proposal.listing} />
          <ProposalOfferDetails proposal={proposal} />
          <ProposalVersions proposal={proposal} />
          {deal.renderHistory(proposal)}
        </div>
        <Card className="flex flex-col gap-6 self-start p-5">
          <ProposalOtherParty proposal={proposal} />
          <TurnNotice proposal={proposal} />
          <ProposalActions proposal={proposal} dealActions={deal.renderActions(proposal)} />
          {deal.renderPanel(proposal)}
          <ProposalReview proposal={proposal} otherName={otherName} />
          {proposal.can.message ? <ProposalMessageBox proposalId={proposal.id} otherName={otherName} /> : null}
        </Card>
      </div>
    </PageContainer>
  );
}
