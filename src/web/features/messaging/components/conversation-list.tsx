import { Link } from 'react-router';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type { ConversationSummary } from '#shared/schemas/messaging.ts';
import { useRelativeTime } from '#web/components/relative-time.ts';
import { paths } from '#web/app/paths.ts';
import { Avatar } from '#web/components/avatar.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { namePartner } from '#web/features/messaging/history.ts';
import { formatBadgeCount } from '#web/lib/badge-count.ts';
import { cn } from '#web/lib/cn.ts';

type ConversationListProps = { conversations: ConversationSummary[]; selectedId: string | null };

/** The contacts list, newest first as the server orders it; each entry opens its conversation through the URL. */
export function ConversationList({ conversations, selectedId }: ConversationListProps) {
  if (conversations.length === 0) {
    return (
      <p className="p-4 text-sm text-muted-foreground">
        <FormattedMessage id="messaging.conversationList.empty" />
      </p>
    );
  }
  const now = new Date();
  return (
    <ul className="flex flex-col divide-y divide-border">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <ConversationEntry conversation={conversation} selected={conversation.id === selectedId} now={now} />
        </li>
      ))}
    </ul>
  );
}

type ConversationEntryProps = { conversation: ConversationSummary; selected: boolean; now: Date };

function ConversationEntry({ conversation, selected, now }: ConversationEntryProps) {
  const relativeTime = useRelativeTime();
  const intl = useIntl();
  const { partner, unreadCount } = conversation;
  const name = namePartner(partner, intl);
  const preview = describePreview(conversation, intl);
  return (
    <Link
      to={paths.dashboard.messages({ conversation: conversation.id })}
      aria-current={selected ? 'page' : undefined}
      className={cn(
        'flex items-center gap-3 px-3 py-3 transition-colors hover:bg-secondary',
        selected && 'bg-accent text-accent-foreground hover:bg-accent',
      )}
    >
      <Avatar name={name} src={partner?.profilePictureUrl ?? null} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-sm', unreadCount > 0 ? 'font-semibold' : 'font-medium')}>{name}</span>
          {preview.at ? (
            <time dateTime={preview.at} className="shrink-0 text-xs text-muted-foreground">
              {relativeTime(preview.at, now)}
            </time>
          ) : null}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className="truncate text-sm text-muted-foreground">{preview.text}</span>
          {unreadCount > 0 ? (
            <Badge variant="primary" className="px-2 tabular-nums">
              {formatBadgeCount(unreadCount)}
              <span className="sr-only">
                {' '}
                <FormattedMessage id="messaging.conversationList.unread" />
              </span>
            </Badge>
          ) : null}
        </span>
      </span>
    </Link>
  );
}

/** The latest proposal step when the server sends one (it came after the last message), else the last message. */
function describePreview(
  { lastMessage, lastProposalEvent }: ConversationSummary,
  intl: IntlShape,
): { text: string; at?: string } {
  if (lastProposalEvent) return { text: lastProposalEvent.preview, at: lastProposalEvent.createdAt };
  if (lastMessage) {
    const text = lastMessage.fromMe
      ? intl.formatMessage({ id: 'messaging.conversationList.fromYou' }, { preview: lastMessage.preview })
      : lastMessage.preview;
    return { text, at: lastMessage.createdAt };
  }
  return { text: intl.formatMessage({ id: 'messaging.conversationList.noMessages' }) };
}
