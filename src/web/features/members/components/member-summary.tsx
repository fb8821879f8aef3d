import { Handshake, MessageCircle } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MemberProfile } from '#shared/schemas/members.ts';
import { Avatar } from '#web/components/avatar.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { describeResponseTime } from '../response-time.ts';
import { StarRating } from './star-rating.tsx';
import { formatMonthYear } from '#shared/date-format.ts';

/** Who the member is and what others can expect of them: rating, deals done and how fast they reply. */
export function MemberSummary({ member }: { member: MemberProfile }) {
  const intl = useIntl();
  return (
    <Card className="flex flex-col gap-6 p-6 sm:flex-row sm:items-start">
      <Avatar name={member.fullName} src={member.profilePictureUrl} className="size-24 text-3xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{member.fullName}</h1>
          <p className="text-sm text-muted-foreground">
            <FormattedMessage
              id="members.summary.memberSince"
              values={{ date: formatMonthYear(member.memberSince, intl.locale) }}
            />
          </p>
        </div>
        {member.bio ? <p className="max-w-prose whitespace-pre-line text-pretty">{member.bio}</p> : null}
        <ul className="flex flex-col gap-2 text-sm sm:flex-row sm:flex-wrap sm:gap-x-6">
          <li className="flex items-center gap-2">
            {member.rating === null ? (
              <span className="text-muted-foreground">
                <FormattedMessage id="members.summary.noReviews" />
              </span>
            ) : (
              <>
                <StarRating rating={member.rating} />
                <span className="font-semibold">{member.rating.toFixed(1)}</span>
                <span className="text-muted-foreground">
                  <FormattedMessage id="members.summary.reviewCount" values={{ count: member.reviewCount }} />
                </span>
              </>
            )}
          </li>
          <li className="flex items-center gap-2">
            <Handshake aria-hidden="true" className="size-4 text-muted-foreground" />
            <FormattedMessage id="members.summary.completedDeals" values={{ count: member.completedDeals }} />
          </li>
          <li className="flex items-center gap-2">
            <MessageCircle aria-hidden="true" className="size-4 text-muted-foreground" />
            {describeResponseTime(member.responseTimeSeconds, intl)}
          </li>
        </ul>
      </div>
    </Card>
  );
}
