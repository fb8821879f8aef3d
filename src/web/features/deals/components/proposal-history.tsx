import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProposalView } from '#shared/schemas/proposals.ts';
import { useRelativeTime } from '#web/components/relative-time.ts';
import { Card } from '#web/components/ui/card.tsx';
import { describeStep } from '#web/features/deals/format.ts';

/**
 * Who did what to the proposal and when, oldest first, as both parties see it. It comes with the proposal, so the
 * live reread that updates the status adds the other party's step here too.
 */
export function ProposalHistory({ history }: { history: ProposalView['history'] }) {
  const relativeTime = useRelativeTime();
  const intl = useIntl();
  const headingId = useId();
  const [now] = useState(() => new Date());
  return (
    <Card className="p-5">
      <h2 id={headingId} className="text-lg font-semibold">
        <FormattedMessage id="deals.history.title" />
      </h2>
      <ol aria-labelledby={headingId} className="mt-4 ms-1.5 border-s border-border">
        {/* A cancellation may be asked for and declined more than once: the steps are keyed by their place. */}
        {history.map((step, index) => (
          <li key={index} className="relative pb-4 ps-5 last:pb-0">
            <span aria-hidden="true" className="absolute top-1.5 -start-1.5 size-3 rounded-full bg-primary" />
            <p className="font-medium">{describeStep(step, intl)}</p>
            {step.note ? (
              <p className="text-sm whitespace-pre-line text-pretty">
                <FormattedMessage id="deals.history.quote" values={{ note: step.note }} />
              </p>
            ) : null}
            <time dateTime={step.at} className="text-sm text-muted-foreground">
              {relativeTime(step.at, now)}
            </time>
          </li>
        ))}
      </ol>
    </Card>
  );
}
