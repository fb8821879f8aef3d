import { MessageSquareText } from 'lucide-react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { Feedback } from '#shared/schemas/feedback.ts';
import { useFormatStatus } from '#web/components/record-status.tsx';
import { feedbackTypeMessages } from '#web/components/shared-labels.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useFeedbackHistory } from '#web/features/feedback/api.ts';
import { countPages } from '#web/lib/pagination.ts';

type FeedbackStatus = Feedback['status'];

const statusVariants = {
  pending: 'outline',
  reviewed: 'accent',
  resolved: 'primary',
  rejected: 'neutral',
} as const satisfies Record<FeedbackStatus, string>;

type FeedbackHistoryProps = { page: number; onPageChange: (page: number) => void };

/** 'Your Feedback History': the member's own entries, newest first, with what the team made of them. */
export function FeedbackHistory({ page, onPageChange }: FeedbackHistoryProps) {
  const intl = useIntl();
  const history = useFeedbackHistory(page);
  const data = history.data;
  const headingId = 'feedback-history-heading';

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        <FormattedMessage id="feedback.feedbackHistory.title" />
      </h2>
      <div className="mt-4">
        {history.isError && !data ? (
          <Card role="alert" className="flex flex-col items-center gap-4 px-6 py-10 text-center">
            <p>
              <FormattedMessage id="feedback.feedbackHistory.loadFailed" />
            </p>
            <Button onClick={() => void history.refetch()} disabled={history.isFetching}>
              <FormattedMessage id="feedback.feedbackHistory.tryAgain" />
            </Button>
          </Card>
        ) : !data ? (
          <div
            className="flex flex-col gap-3"
            aria-busy="true"
            aria-label={intl.formatMessage({ id: 'feedback.feedbackHistory.loading' })}
          >
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-24 w-full" />
            ))}
          </div>
        ) : data.items.length === 0 ? (
          <Card className="flex flex-col items-center gap-2 px-6 py-10 text-center text-muted-foreground">
            <MessageSquareText aria-hidden="true" className="size-8" />
            <p>
              <FormattedMessage id="feedback.feedbackHistory.empty" />
            </p>
          </Card>
        ) : (
          <>
            <ul className="flex flex-col gap-3" aria-busy={history.isFetching}>
              {data.items.map((item) => (
                <FeedbackEntry key={item.id} item={item} />
              ))}
            </ul>
            <Pagination
              className="mt-4"
              page={data.page}
              pageCount={countPages(data.total, data.pageSize)}
              onPageChange={onPageChange}
            />
          </>
        )}
      </div>
    </section>
  );
}

function FeedbackEntry({ item }: { item: Feedback }) {
  const describeStatus = useFormatStatus();
  return (
    <li>
      <Card className="flex flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="font-medium">
            <FormattedMessage id={feedbackTypeMessages[item.type]} />
          </h3>
          <Badge variant={statusVariants[item.status]}>{describeStatus(item.status)}</Badge>
          <span className="text-sm text-muted-foreground">
            <FormattedMessage
              id="feedback.feedbackHistory.rating"
              values={{
                // The spec's 'n/5', or 'N/A' when none was given.
                rating:
                  item.rating === null ? (
                    <FormattedMessage id="components.feedbackRating.none" />
                  ) : (
                    <FormattedMessage id="components.feedbackRating.outOfFive" values={{ rating: item.rating }} />
                  ),
                strong: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
              }}
            />
          </span>
          <time dateTime={item.createdAt} className="text-sm text-muted-foreground sm:ms-auto">
            <FormattedDate value={item.createdAt} year="numeric" month="short" day="numeric" />
          </time>
        </div>
        <p className="text-sm break-words whitespace-pre-wrap">{item.content}</p>
      </Card>
    </li>
  );
}
