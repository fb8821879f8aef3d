import { Link } from 'react-router';
import { ImageOff } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProposalView } from '#shared/schemas/proposals.ts';
import { paths } from '#web/app/paths.ts';
import { Avatar } from '#web/components/avatar.tsx';
import { useCategoryName } from '#web/components/category-names.ts';
import { Card } from '#web/components/ui/card.tsx';
import { describePayment, describeTerms } from '#web/features/proposals/format.ts';
import { findOtherParty, nameParty } from '#web/lib/proposal-parties.ts';
import { useDisplayCurrency } from '#web/lib/preferences.ts';

const longDate = { year: 'numeric', month: 'long', day: 'numeric' } as const;

/** The listing the proposal is about; a deleted listing keeps its title and loses its link. */
export function ProposalListingCard({ listing }: { listing: ProposalView['listing'] }) {
  const nameCategory = useCategoryName();
  return (
    <Card className="flex items-center gap-4 p-4">
      {listing.image ? (
        <img src={listing.image} alt="" className="size-20 shrink-0 rounded-md object-cover" />
      ) : (
        <span className="grid size-20 shrink-0 place-items-center rounded-md bg-secondary text-muted-foreground">
          <ImageOff aria-hidden="true" className="size-6" />
        </span>
      )}
      <div className="min-w-0">
        <h2 className="text-sm font-medium text-muted-foreground">
          <FormattedMessage
            id={listing.kind === 'request' ? 'proposals.summary.request' : 'proposals.summary.listing'}
          />
          {listing.category ? ` · ${nameCategory(listing.category)}` : null}
        </h2>
        <p className="mt-1 text-lg font-semibold text-balance">
          {listing.id ? (
            <Link to={paths.listing(listing.id)} className="hover:underline">
              {listing.title}
            </Link>
          ) : (
            listing.title
          )}
        </p>
      </div>
    </Card>
  );
}

/** What is offered and who pays it, how to reach the sender and when it was sent. */
export function ProposalOfferDetails({ proposal }: { proposal: ProposalView }) {
  const intl = useIntl();
  const currency = useDisplayCurrency();
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">
        <FormattedMessage id="proposals.summary.offerDetails" />
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        <dt className="text-sm text-muted-foreground">
          <FormattedMessage id="proposals.summary.payment" />
        </dt>
        <dd>{describePayment(proposal, intl)}</dd>
        {describeTerms(proposal, currency, intl).map((term) => (
          <div key={term.method} className="contents">
            <dt className="text-sm text-muted-foreground">{term.label}</dt>
            <dd className="whitespace-pre-line">{term.value}</dd>
          </div>
        ))}
        {proposal.message ? (
          <>
            <dt className="text-sm text-muted-foreground">
              <FormattedMessage id="proposals.summary.message" />
            </dt>
            <dd className="whitespace-pre-line text-pretty">{proposal.message}</dd>
          </>
        ) : null}
        <dt className="text-sm text-muted-foreground">
          <FormattedMessage id="proposals.summary.contact" />
        </dt>
        <dd>
          {proposal.contact.name}, <a href={`mailto:${proposal.contact.email}`}>{proposal.contact.email}</a>
          {proposal.contact.phone ? `, ${proposal.contact.phone}` : null}
        </dd>
        <dt className="text-sm text-muted-foreground">
          <FormattedMessage id="proposals.summary.sent" />
        </dt>
        <dd>{intl.formatDate(proposal.createdAt, longDate)}</dd>
        {proposal.completedAt ? (
          <>
            <dt className="text-sm text-muted-foreground">
              <FormattedMessage id="proposals.summary.completed" />
            </dt>
            <dd>{intl.formatDate(proposal.completedAt, longDate)}</dd>
          </>
        ) : null}
      </dl>
    </Card>
  );
}

/** Who the viewer deals with, named by their side of the proposal. */
export function ProposalOtherParty({ proposal }: { proposal: ProposalView }) {
  const intl = useIntl();
  const other = findOtherParty(proposal);
  const name = nameParty(other, intl);
  return (
    <div className="flex items-center gap-3">
      <Avatar name={name} src={other?.profilePictureUrl ?? null} />
      <div>
        <p className="text-sm text-muted-foreground">
          <FormattedMessage id={proposal.role === 'sender' ? 'proposals.summary.sentTo' : 'proposals.summary.from'} />
        </p>
        <p className="font-semibold">
          {other ? (
            <Link to={paths.member(other.id)} className="hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}
        </p>
      </div>
    </div>
  );
}
