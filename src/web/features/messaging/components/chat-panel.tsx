import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, CircleAlert } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ConversationSummary, messagingMessages } from '#shared/schemas/messaging.ts';
import { paths } from '#web/app/paths.ts';
import { Avatar } from '#web/components/avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useMarkConversationRead, useMessageHistory } from '#web/features/messaging/api.ts';
import { MessageComposer } from '#web/features/messaging/components/message-composer.tsx';
import { MessageList } from '#web/features/messaging/components/message-list.tsx';
import { flattenHistory, namePartner } from '#web/features/messaging/history.ts';
import { usePageVisible } from '#web/features/messaging/use-page-visible.ts';
import { ApiError } from '#web/lib/api-client.ts';
import type { RenderWithCards, TimelineCard } from '#web/lib/timeline-cards.ts';
import { useServerText } from '#web/lib/server-texts.ts';

type ChatPanelProps = {
  conversationId: string;
  /** The list's entry; missing while the list loads, or for a link to a conversation the list does not hold. */
  summary: ConversationSummary | undefined;
  /** Another feature's cards among the messages (app/messages-route.tsx puts the proposals there). */
  renderWithCards?: RenderWithCards | undefined;
};

/** One conversation: its history, the send box, and reading what arrives while it is open and in view. */
export function ChatPanel({ conversationId, summary, renderWithCards }: ChatPanelProps) {
  const intl = useIntl();
  const { history, loadEarlier } = useMessageHistory(conversationId);
  const partnerName = summary
    ? namePartner(summary.partner, intl)
    : intl.formatMessage({ id: 'messaging.chat.untitled' });
  useMarkReadWhileVisible(conversationId, summary, history.isSuccess);

  return (
    <section
      aria-label={intl.formatMessage({ id: 'messaging.chat.label' }, { name: partnerName })}
      className="flex h-full min-h-0 flex-col"
    >
      <header className="flex items-center gap-3 border-b border-border p-3">
        <Button asChild variant="ghost" size="icon" className="md:hidden">
          <Link to={paths.dashboard.messages()} aria-label={intl.formatMessage({ id: 'messaging.chat.back' })}>
            <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
          </Link>
        </Button>
        {summary ? <Avatar name={partnerName} src={summary.partner?.profilePictureUrl ?? null} /> : null}
        <h2 className="truncate text-lg font-semibold">
          {summary?.partner ? (
            <Link to={paths.member(summary.partner.id)} className="hover:underline">
              {partnerName}
            </Link>
          ) : (
            partnerName
          )}
        </h2>
      </header>
      {history.isPending ? (
        <div aria-busy="true" className="flex flex-1 flex-col gap-3 p-4">
          <p className="sr-only">
            <FormattedMessage id="messaging.chat.loading" />
          </p>
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-10 w-1/2 self-end" />
          <Skeleton className="h-10 w-3/5" />
        </div>
      ) : history.isError ? (
        <HistoryError error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <>
          {withCards(renderWithCards, conversationId, (cards) => (
            <MessageList
              messages={flattenHistory(history.data)}
              cards={cards}
              partnerName={partnerName}
              hasEarlier={history.hasNextPage}
              loadingEarlier={history.isFetchingNextPage}
              onLoadEarlier={() => void loadEarlier()}
            />
          ))}
          {/* Until the list's entry arrives the box shows, and the server still refuses what it must. */}
          {summary?.can.send === false ? (
            <p className="border-t border-border p-3 text-sm text-muted-foreground">
              <FormattedMessage id="messaging.chat.partnerDeleted" />
            </p>
          ) : (
            <MessageComposer conversationId={conversationId} partnerName={partnerName} />
          )}
        </>
      )}
    </section>
  );
}

const withCards = (
  renderWithCards: RenderWithCards | undefined,
  conversationId: string,
  render: (cards: TimelineCard[]) => ReactNode,
) => (renderWithCards ? renderWithCards(conversationId, render) : render([]));

/**
 * Reads the conversation whenever it has unread messages while open and in view: on opening, and when a message
 * arrives (the list's count rises). Without the list's entry, the first load counts as unread, once.
 */
function useMarkReadWhileVisible(conversationId: string, summary: ConversationSummary | undefined, loaded: boolean) {
  const visible = usePageVisible();
  const { mutate: markRead } = useMarkConversationRead();
  // Versions waiting for the member's answer stay unread until answered: reading cannot clear them (decision 035).
  const unread = summary ? summary.unreadCount > summary.waitingForAnswer : loaded;
  useEffect(() => {
    if (visible && loaded && unread) markRead(conversationId);
  }, [visible, loaded, unread, conversationId, markRead]);
}

function HistoryError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const text = useServerText();
  // 404 alike for an unknown conversation and one the member is not part of.
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
      <CircleAlert aria-hidden="true" className="size-10 text-destructive" />
      <p role="alert">
        {missing ? text(messagingMessages.conversationNotFound) : <FormattedMessage id="messaging.chat.loadError" />}
      </p>
      {missing ? (
        <Button asChild variant="outline">
          <Link to={paths.dashboard.messages()}>
            <FormattedMessage id="messaging.chat.back" />
          </Link>
        </Button>
      ) : (
        <Button variant="outline" onClick={onRetry}>
          <FormattedMessage id="messaging.chat.tryAgain" />
        </Button>
      )}
    </div>
  );
}
