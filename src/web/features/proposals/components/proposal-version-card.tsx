import { Link } from 'react-router';
import { HandCoins } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProposalVersion, ProposalView } from '#shared/schemas/proposals.ts';
import { paths } from '#web/app/paths.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { NegotiationActions } from '#web/features/proposals/components/negotiation-actions.tsx';
import { ProposalStatusBadge } from '#web/features/proposals/components/proposal-status-badge.tsx';
import { TurnNotice } from '#web/features/proposals/components/proposal-versions.tsx';
import { VersionTerms } from '#web/features/proposals/components/version-terms.tsx';
import { describePayment } from '#web/features/proposals/format.ts';
import { describeChanges, titleVersion } from '#web/features/proposals/negotiation.ts';

/**
 * One version of a proposal as a card in the conversation: its terms and what it changed, the proposal's status on
 * the latest version (Superseded on the others), and there the answers the viewer may give, with the same hooks as
 * the proposal's page.
 */
export function ProposalVersionCard({ proposal, version }: { proposal: ProposalView; version: ProposalVersion }) {
  const intl = useIntl();
  const latest = version.number === proposal.version;
  const title = titleVersion(version, intl);
  const changes = describeChanges(version, intl);
  return (
    <Card
      role="article"
      aria-label={intl.formatMessage(
        { id: 'proposals.versionCard.label' },
        { title, listing: proposal.listing.title, number: version.number },
      )}
      className="flex flex-col gap-3 p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 text-sm font-semibold">
            <HandCoins aria-hidden="true" className="size-4 text-primary" />
            {title}
          </p>
          <p className="text-sm text-muted-foreground">
            <FormattedMessage
              id="proposals.versionCard.listingVersion"
              values={{
                listing: proposal.listing.title,
                number: version.number,
                link: (chunks) => (
                  <Link to={paths.proposal(proposal.id)} className="hover:underline">
                    {chunks}
                  </Link>
                ),
              }}
            />
          </p>
        </div>
        <p>
          <span className="sr-only">
            <FormattedMessage id="proposals.versionCard.status" />{' '}
          </span>
          {latest ? (
            <ProposalStatusBadge proposal={proposal} />
          ) : (
            <Badge>
              <FormattedMessage id="proposals.versionCard.superseded" />
            </Badge>
          )}
        </p>
      </div>
      {changes ? <p className="text-sm">{changes}</p> : null}
      <VersionTerms version={version} />
      {latest ? (
        <>
          <p className="text-sm text-muted-foreground">{describePayment(proposal, intl)}</p>
          <TurnNotice proposal={proposal} />
          <NegotiationActions proposal={proposal} />
        </>
      ) : null}
    </Card>
  );
}
