import { Link } from 'react-router';
import { ImageOff } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CurrencyCode } from '#shared/currency.ts';
import type { ProposalView } from '#shared/schemas/proposals.ts';
import { useRelativeTime } from '#web/components/relative-time.ts';
import { paths } from '#web/app/paths.ts';
import { Card } from '#web/components/ui/card.tsx';
import { ProposalStatusBadge } from '#web/features/proposals/components/proposal-status-badge.tsx';
import { summarizeTerms } from '#web/features/proposals/format.ts';
import { findOtherParty, nameParty } from '#web/lib/proposal-parties.ts';

/** One proposal in a list: the listing, the other party, the terms and the status, linking to its details. */
type ProposalListItemProps = {
  proposal: ProposalView;
  now: Date;
  /** The viewer's display currency, read once by the list. */
  currency: CurrencyCode;
};

export function ProposalListItem({ proposal, now, currency }: ProposalListItemProps) {
  const relativeTime = useRelativeTime();
  const intl = useIntl();
  const other = nameParty(findOtherParty(proposal), intl);
  // A completed deal is dated by its completion, the rest by when they were sent.
  const date = proposal.completedAt ?? proposal.createdAt;
  return (
    <Card className="relative flex items-center gap-4 p-4 transition-colors focus-within:border-primary hover:border-primary">
      {proposal.listing.image ? (
        <img src={proposal.listing.image} alt="" className="size-16 shrink-0 rounded-md object-cover" />
      ) : (
        <span className="grid size-16 shrink-0 place-items-center rounded-md bg-secondary text-muted-foreground">
          <ImageOff aria-hidden="true" className="size-5" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <h3 className="line-clamp-2 font-semibold">
          {/* The link covers the card, so the whole card opens the details. */}
          <Link to={paths.proposal(proposal.id)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {proposal.listing.title}
          </Link>
        </h3>
        <p className="mt-0.5 text-sm text-muted-foreground">
          <FormattedMessage
            id={proposal.role === 'sender' ? 'proposals.listItem.sent' : 'proposals.listItem.received'}
            values={{ name: other, terms: summarizeTerms(proposal, currency, intl), time: relativeTime(date, now) }}
          />
        </p>
      </div>
      <ProposalStatusBadge proposal={proposal} />
    </Card>
  );
}
