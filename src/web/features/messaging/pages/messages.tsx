import { useSearchParams } from 'react-router';
import { MessageSquare } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useConversations, useMessagingLiveUpdates } from '#web/features/messaging/api.ts';
import { ChatPanel } from '#web/features/messaging/components/chat-panel.tsx';
import { ConversationList } from '#web/features/messaging/components/conversation-list.tsx';
import { cn } from '#web/lib/cn.ts';
import type { RenderWithCards } from '#web/lib/timeline-cards.ts';

/**
 * The contacts list beside the open conversation, which lives in the URL (?conversation={id}, the notifications'
 * link). On narrow screens one of the two shows at a time: the list, or the conversation with a way back.
 */
export function MessagesPage({ renderWithCards }: { renderWithCards?: RenderWithCards }) {
  const [searchParams] = useSearchParams();
  const selectedId = searchParams.get('conversation');
  const conversations = useConversations();
  useMessagingLiveUpdates();
  const summary = conversations.data?.find((conversation) => conversation.id === selectedId);
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'messaging.page.title' });
  const description = intl.formatMessage({ id: 'messaging.page.description' });

  return (
    <PageContainer className="flex flex-col">
      <PageMeta title={title} description={description} />
      <PageHeader title={title} description={description} />
      <Card className="mt-6 grid h-[calc(100dvh-16rem)] min-h-[28rem] grid-cols-[minmax(0,1fr)] overflow-hidden md:grid-cols-[18rem_minmax(0,1fr)]">
        <nav
          aria-label={intl.formatMessage({ id: 'messaging.page.conversations' })}
          className={cn('min-h-0 overflow-y-auto md:border-e md:border-border', selectedId && 'hidden md:block')}
        >
          {conversations.isPending ? (
            <div aria-busy="true" className="flex flex-col gap-3 p-3">
              <p className="sr-only">
                <FormattedMessage id="messaging.page.loading" />
              </p>
              <Skeleton className="h-14 w-full" />
              <Skeleton className="h-14 w-full" />
            </div>
          ) : conversations.isError ? (
            <div className="flex flex-col items-start gap-3 p-4">
              <p role="alert" className="text-sm text-destructive">
                <FormattedMessage id="messaging.page.loadError" />
              </p>
              <Button variant="outline" size="sm" onClick={() => void conversations.refetch()}>
                <FormattedMessage id="messaging.page.tryAgain" />
              </Button>
            </div>
          ) : (
            <ConversationList conversations={conversations.data} selectedId={selectedId} />
          )}
        </nav>
        <div className={cn('min-h-0', !selectedId && 'hidden md:block')}>
          {selectedId ? (
            // Keyed: another conversation starts with its own scroll position, send box and read state.
            <ChatPanel
              key={selectedId}
              conversationId={selectedId}
              summary={summary}
              renderWithCards={renderWithCards}
            />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center text-muted-foreground">
              <MessageSquare aria-hidden="true" className="size-10" />
              <p>
                <FormattedMessage id="messaging.page.selectConversation" />
              </p>
            </div>
          )}
        </div>
      </Card>
    </PageContainer>
  );
}
