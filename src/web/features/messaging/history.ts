import type { InfiniteData } from '@tanstack/react-query';
import type { IntlShape } from 'react-intl';
import type { ConversationPartner, MessageHistory, MessageView } from '#shared/schemas/messaging.ts';

// The cached history is a list of pages, the newest page first and each page oldest first (as the server sends them).

type History = InfiniteData<MessageHistory, unknown>;

/** Every loaded message, oldest first: the order the chat shows them in, newest at the bottom. */
export function flattenHistory(data: History | undefined): MessageView[] {
  if (!data) return [];
  return data.pages.toReversed().flatMap((page) => page.items);
}

export function hasMessage(data: History | undefined, messageId: string): boolean {
  return Boolean(data?.pages.some((page) => page.items.some((item) => item.id === messageId)));
}

/** The member's own message, shown at once at the bottom; nothing to do when the history is not loaded. */
export function appendSentMessage(data: History | undefined, message: MessageView): History | undefined {
  const [newest, ...older] = data?.pages ?? [];
  if (!data || !newest || hasMessage(data, message.id)) return data;
  return { ...data, pages: [{ ...newest, items: [...newest.items, message] }, ...older] };
}

/** A member who deleted their account leaves the conversation with no partner. */
export function namePartner(partner: ConversationPartner, intl: IntlShape): string {
  return partner?.fullName ?? intl.formatMessage({ id: 'messaging.partner.deletedUser' });
}
