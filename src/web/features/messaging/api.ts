import { useCallback, useEffect } from 'react';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  ConversationList,
  MessageHistory,
  ReportMessageInput,
  SendMessageInput,
} from '#shared/schemas/messaging.ts';
import { api } from '#web/lib/api-client.ts';
import { subscribeLiveStreamOpen, useLiveEvents } from '#web/lib/live-events.ts';
import { appendSentMessage, hasMessage } from '#web/features/messaging/history.ts';
import { loadEarlierMessages, rereadHistory, writeHistoryThrough } from '#web/features/messaging/history-refresh.ts';
import { unreadCountsQueryKey } from '#web/lib/notification-query-keys.ts';
import { messagingKeys } from './query-keys.ts';

// Conversations and their messages, all under the 'messaging' root; every history under 'messaging', 'history', so a
// reconnected stream finds each one to reread.

export type HistoryData = InfiniteData<MessageHistory, unknown>;

const pageSize = 50;

/** The member's conversations, newest first. */
export function useConversations() {
  return useQuery({
    queryKey: messagingKeys.conversations,
    queryFn: ({ signal }) => api.get('/conversations', { signal }),
    select: (data) => data.items,
  });
}

/**
 * One conversation's messages, a page of 50 at a time: the first page is the newest, each next page the ones
 * before the oldest so far. A 404 (not a participant, unknown id) is a final response, not a hiccup: no retry.
 */
export function useMessageHistory(conversationId: string) {
  const queryClient = useQueryClient();
  const history = useInfiniteQuery({
    queryKey: messagingKeys.history(conversationId),
    queryFn: ({ pageParam, signal }) =>
      api.get('/conversations/:id/messages', {
        params: { id: conversationId },
        query: { limit: pageSize, before: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.items[0]?.id : undefined),
    retry: false,
  });
  const { fetchNextPage } = history;
  const loadEarlier = useCallback(
    () => loadEarlierMessages(queryClient, messagingKeys.history(conversationId), fetchNextPage),
    [queryClient, conversationId, fetchNextPage],
  );
  return { history, loadEarlier };
}

/**
 * Follows the stream while the messages page is open: a new message rereads the list (preview, unread counts,
 * order) and its conversation's history unless this tab already shows it (its own sent message); a read in another
 * tab rereads the list's counts.
 */
export function useMessagingLiveUpdates() {
  const queryClient = useQueryClient();
  // The list itself rereads through app/live-invalidation.ts.
  useLiveEvents(['message.created'], (events) => {
    for (const event of events) {
      const key = messagingKeys.history(event.data.conversationId);
      if (!hasMessage(queryClient.getQueryData<HistoryData>(key), event.data.messageId)) {
        void rereadHistory(queryClient, key);
      }
    }
  });
  // Messages sent while the stream was down are in no replay of a first connection: every history is reread.
  useEffect(
    () =>
      subscribeLiveStreamOpen(() => {
        for (const query of queryClient.getQueryCache().findAll({ queryKey: messagingKeys.histories })) {
          void rereadHistory(queryClient, query.queryKey);
        }
      }),
    [queryClient],
  );
}

export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) =>
      api.post('/conversations/:id/messages', { params: { id: conversationId }, body: input }),
    onSuccess: (message) => {
      const key = messagingKeys.history(conversationId);
      // appendSentMessage leaves a history that has the message as it is, so writing it twice is safe.
      void writeHistoryThrough(queryClient, key, () =>
        queryClient.setQueryData<HistoryData>(key, (data) => appendSentMessage(data, message)),
      );
      return queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
    },
  });
}

/** Marks the conversation read; the server also reads its message_received notifications (the sidebar badge). */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) => api.post('/conversations/:id/read', { params: { id: conversationId } }),
    onSuccess: (_result, conversationId) => markReadInList(queryClient, conversationId),
  });
}

// Shown at once, before the list is reread, so the badge does not linger for a round trip. Versions waiting for the
// member's answer stay counted: only answering them clears them. The sidebar's count is reread here too, not left to
// the live event: a tab whose stream opened after the read hears no event of it.
function markReadInList(queryClient: QueryClient, conversationId: string) {
  void queryClient.invalidateQueries({ queryKey: unreadCountsQueryKey });
  queryClient.setQueryData<ConversationList>(messagingKeys.conversations, (data) =>
    data
      ? {
          items: data.items.map((item) =>
            item.id === conversationId ? { ...item, unreadCount: item.waitingForAnswer } : item,
          ),
        }
      : data,
  );
  return queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
}

export function useReportMessage(messageId: string) {
  return useMutation({
    mutationFn: (input: ReportMessageInput) =>
      api.post('/messages/:id/report', { params: { id: messageId }, body: input }),
  });
}

/** Finds or starts the conversation with another member (the listing page's 'Message provider'). */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (participantId: string) => api.post('/conversations', { body: { participantId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.conversations }),
  });
}
