import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProposalView } from '#shared/schemas/proposals.ts';
import { useRelativeTime } from '#web/components/relative-time.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { VersionTerms } from '#web/features/proposals/components/version-terms.tsx';
import { describeChanges, describeTurn, titleVersion } from '#web/features/proposals/negotiation.ts';

/** Whose turn it is to answer a pending proposal: 'Your turn to answer' or 'Waiting for Sam Lee to answer'. */
export function TurnNotice({ proposal }: { proposal: ProposalView }) {
  const intl = useIntl();
  const turn = describeTurn(proposal, intl);
  if (!turn) return null;
  const mine = proposal.turn === proposal.role;
  return <p className={mine ? 'font-semibold text-primary' : 'text-sm text-muted-foreground'}>{turn}</p>;
}

/**
 * The negotiation as a timeline: every version, oldest first, with what each counter-offer changed. A proposal
 * never countered has one version, which Offer Details already shows, so the timeline waits for a second.
 */
export function ProposalVersions({ proposal }: { proposal: ProposalView }) {
  const relativeTime = useRelativeTime();
  const intl = useIntl();
  const headingId = useId();
  const [now] = useState(() => new Date());
  if (proposal.versions.length < 2) return null;
  return (
    <Card className="p-5">
      <h2 id={headingId} className="text-lg font-semibold">
        <FormattedMessage id="proposals.versions.title" />
      </h2>
      <ol aria-labelledby={headingId} className="mt-4 ms-1.5 border-s border-border">
        {proposal.versions.map((version) => {
          const latest = version.number === proposal.version;
          const changes = describeChanges(version, intl);
          return (
            <li key={version.number} className="relative ps-5 pb-5 last:pb-0">
              <span aria-hidden="true" className="absolute top-1.5 -start-1.5 size-3 rounded-full bg-primary" />
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-medium">
                  <FormattedMessage
                    id="proposals.versions.version"
                    values={{ number: version.number, title: titleVersion(version, intl) }}
                  />
                </p>
                {latest ? (
                  <Badge variant="outline">
                    <FormattedMessage id="proposals.versions.latest" />
                  </Badge>
                ) : (
                  <Badge>
                    <FormattedMessage id="proposals.versions.superseded" />
                  </Badge>
                )}
              </div>
              <time dateTime={version.at} className="text-sm text-muted-foreground">
                {relativeTime(version.at, now)}
              </time>
              {changes ? <p className="text-sm">{changes}</p> : null}
              <VersionTerms version={version} className="mt-2" />
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
