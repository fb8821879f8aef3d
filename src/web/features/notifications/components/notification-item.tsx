import { X } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Notification } from '#shared/schemas/notifications.ts';
import { useRelativeTime } from '#web/components/relative-time.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { NotificationIcon } from './notification-icon.tsx';

type NotificationItemProps = {
  notification: Notification;
  now: Date;
  onOpen: (notification: Notification) => void;
  onDelete: (id: string) => void;
};

export function NotificationItem({ notification, now, onOpen, onDelete }: NotificationItemProps) {
  const relativeTime = useRelativeTime();
  const { id, type, title, message, isRead, createdAt } = notification;
  const intl = useIntl();

  return (
    <li className={cn('flex items-start gap-1 rounded-md', !isRead && 'bg-secondary/60')}>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className="flex min-w-0 flex-1 items-start gap-3 rounded-md px-3 py-2 text-start hover:bg-secondary focus-visible:outline-2 focus-visible:outline-ring"
      >
        <NotificationIcon type={type} />
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span className={cn('truncate text-sm', isRead ? 'font-normal' : 'font-semibold')}>{title}</span>
            {isRead ? null : (
              <>
                <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-primary" />
                <span className="sr-only">
                  <FormattedMessage id="notifications.item.unread" />
                </span>
              </>
            )}
          </span>
          <span className="mt-0.5 block text-sm break-words text-muted-foreground">{message}</span>
          <time dateTime={createdAt} className="mt-1 block text-xs text-muted-foreground">
            {relativeTime(createdAt, now)}
          </time>
        </span>
      </button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={intl.formatMessage({ id: 'notifications.item.delete' }, { title })}
        onClick={() => onDelete(id)}
        className="size-8"
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}
