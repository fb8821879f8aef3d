import { useLayoutEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageView } from '#shared/schemas/messaging.ts';
import { useRelativeTime } from '#web/components/relative-time.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ReportMessageDialog } from '#web/features/messaging/components/report-message-dialog.tsx';
import { describeLastEntry, entryKey, interleaveByTime } from '#web/features/messaging/timeline.ts';
import { cn } from '#web/lib/cn.ts';
import type { TimelineCard } from '#web/lib/timeline-cards.ts';

type MessageListProps = {
  messages: MessageView[];
  /** Another feature's cards shown among the messages at their times (a proposal's versions). */
  cards?: readonly TimelineCard[];
  partnerName: string;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
};

// Within this distance of an edge the reader counts as being there: near the top loads earlier messages, near the
// bottom keeps following new ones.
const edgePx = 64;

type ScrollSnapshot = { firstId?: string; lastId?: string; scrollHeight: number; scrollTop: number; atBottom: boolean };

/**
 * The conversation, oldest at the top. New messages scroll into view when the reader was at the bottom (or sent
 * them); earlier pages load on scrolling up (or with the button, for keyboards) and keep the reader's place.
 */
export function MessageList({
  messages,
  cards = [],
  partnerName,
  hasEarlier,
  loadingEarlier,
  onLoadEarlier,
}: MessageListProps) {
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const snapshot = useRef<ScrollSnapshot | null>(null);
  const entries = interleaveByTime(messages, cards, { hasEarlier });
  const firstId = entries[0] ? entryKey(entries[0]) : undefined;
  // A card the viewer added (their counter-offer) scrolls into view like a message they sent.
  const last = describeLastEntry(entries);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const previous = snapshot.current;
    if (!previous || (previous.lastId !== last.key && (previous.atBottom || last.mine))) {
      element.scrollTop = element.scrollHeight;
    } else if (previous.firstId !== firstId) {
      // Earlier messages were put above: the ones being read stay where they were.
      element.scrollTop = previous.scrollTop + element.scrollHeight - previous.scrollHeight;
    }
    snapshot.current = readSnapshot(element, firstId, last.key);
  }, [firstId, last.key, last.mine]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    snapshot.current = readSnapshot(element, firstId, last.key);
    if (element.scrollTop < edgePx && hasEarlier && !loadingEarlier) onLoadEarlier();
  };

  const now = new Date();
  return (
    <div ref={scroller} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto p-4">
      <div className="mb-4 flex justify-center">
        {hasEarlier ? (
          <Button variant="outline" size="sm" disabled={loadingEarlier} onClick={onLoadEarlier}>
            {loadingEarlier ? (
              <FormattedMessage id="messaging.messageList.loadingEarlier" />
            ) : (
              <FormattedMessage id="messaging.messageList.loadEarlier" />
            )}
          </Button>
        ) : (
          <p className="text-xs text-muted-foreground">
            {entries.length > 0 ? (
              <FormattedMessage id="messaging.messageList.start" />
            ) : (
              <FormattedMessage id="messaging.messageList.empty" />
            )}
          </p>
        )}
      </div>
      {/* The log wraps the list rather than being it, so the messages stay list items to assistive technology. */}
      <div
        role="log"
        aria-live="polite"
        aria-label={intl.formatMessage({ id: 'messaging.messageList.label' }, { name: partnerName })}
      >
        <ol className="flex flex-col gap-3">
          {entries.map((entry) =>
            entry.kind === 'message' ? (
              <MessageItem key={entry.message.id} message={entry.message} partnerName={partnerName} now={now} />
            ) : (
              <li key={entryKey(entry)} className="w-full max-w-md self-center">
                {entry.card.node}
              </li>
            ),
          )}
        </ol>
      </div>
    </div>
  );
}

function readSnapshot(element: HTMLElement, firstId?: string, lastId?: string): ScrollSnapshot {
  const { scrollHeight, scrollTop, clientHeight } = element;
  return { firstId, lastId, scrollHeight, scrollTop, atBottom: scrollHeight - scrollTop - clientHeight < edgePx };
}

type MessageItemProps = { message: MessageView; partnerName: string; now: Date };

function MessageItem({ message, partnerName, now }: MessageItemProps) {
  const relativeTime = useRelativeTime();
  const mine = message.fromMe;
  return (
    <li className={cn('flex max-w-[85%] flex-col gap-1', mine ? 'items-end self-end' : 'items-start self-start')}>
      <span className="sr-only">
        {mine ? (
          <FormattedMessage id="messaging.messageList.fromYou" />
        ) : (
          <FormattedMessage id="messaging.messageList.from" values={{ name: partnerName }} />
        )}
      </span>
      {/* Plain text: React escapes it, and pre-wrap keeps the sender's line breaks. */}
      <p
        className={cn(
          'rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap wrap-anywhere',
          mine ? 'bg-primary text-primary-foreground' : 'bg-secondary text-secondary-foreground',
        )}
      >
        {message.body}
      </p>
      <span className="flex items-center gap-2 text-xs text-muted-foreground">
        <time dateTime={message.createdAt}>{relativeTime(message.createdAt, now)}</time>
        {message.can.report ? <ReportMessageDialog messageId={message.id} senderName={partnerName} /> : null}
      </span>
    </li>
  );
}
