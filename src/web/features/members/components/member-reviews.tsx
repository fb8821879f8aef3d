import { useId } from 'react';
import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatLongDate } from '#shared/date-format.ts';
import type { MemberReview } from '#shared/schemas/members.ts';
import { paths } from '#web/app/paths.ts';
import { Avatar } from '#web/components/avatar.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useMemberReviews } from '../api.ts';
import { StarRating } from './star-rating.tsx';

/** Every review of the member, newest first, 25 at a time. */
export function MemberReviews({ memberId }: { memberId: string }) {
  const headingId = useId();
  const reviews = useMemberReviews(memberId);
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  const total = reviews.data?.pages[0]?.total;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {total ? (
          <FormattedMessage id="members.reviews.headingWithTotal" values={{ total }} />
        ) : (
          <FormattedMessage id="members.reviews.heading" />
        )}
      </h2>
      {reviews.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : reviews.isError && items.length === 0 ? (
        <Alert tone="error">
          <FormattedMessage id="members.reviews.loadError" />
        </Alert>
      ) : items.length === 0 ? (
        <Card className="p-6 text-center text-muted-foreground">
          <FormattedMessage id="members.reviews.empty" />
        </Card>
      ) : (
        <>
          <ol className="flex flex-col gap-3">
            {items.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ol>
          {reviews.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center"
              disabled={reviews.isFetchingNextPage}
              onClick={() => void reviews.fetchNextPage()}
            >
              {reviews.isFetchingNextPage ? (
                <FormattedMessage id="members.reviews.loading" />
              ) : (
                <FormattedMessage id="members.reviews.showMore" />
              )}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

function ReviewCard({ review }: { review: MemberReview }) {
  const intl = useIntl();
  const reviewer = review.reviewer;
  return (
    <Card className="flex flex-col gap-2 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <Avatar
          name={reviewer?.fullName ?? intl.formatMessage({ id: 'members.reviews.deletedUser' })}
          src={reviewer?.profilePictureUrl ?? null}
        />
        <div className="min-w-0 flex-1">
          <p className="font-medium">
            {reviewer ? (
              <Link to={paths.member(reviewer.id)} className="hover:underline">
                {reviewer.fullName}
              </Link>
            ) : (
              <FormattedMessage id="members.reviews.deletedUser" />
            )}
          </p>
          <p className="text-sm text-muted-foreground">{formatLongDate(review.createdAt, intl.locale)}</p>
        </div>
        <StarRating rating={review.rating} />
      </div>
      {review.comment ? (
        <p className="whitespace-pre-line text-pretty">{review.comment}</p>
      ) : (
        <p className="text-sm text-muted-foreground italic">
          <FormattedMessage id="members.reviews.noComment" />
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        <FormattedMessage
          id="members.reviews.forListing"
          values={{
            title: review.listing.title,
            link: (chunks) =>
              review.listing.id ? (
                <Link to={paths.listing(review.listing.id)} className="font-medium text-foreground hover:underline">
                  {chunks}
                </Link>
              ) : (
                <span className="font-medium text-foreground">{chunks}</span>
              ),
          }}
        />
      </p>
    </Card>
  );
}
