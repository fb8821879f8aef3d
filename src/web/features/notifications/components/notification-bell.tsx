import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Popover } from 'radix-ui';
import { Bell } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Notification } from '#shared/schemas/notifications.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatBadgeCount } from '#web/lib/badge-count.ts';
import { findNotificationTarget } from '#web/lib/notification-target.ts';
import {
  useClearNotifications,
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../api.ts';
import { DesktopAlertsButton } from './desktop-alerts-button.tsx';
import { NotificationItem } from './notification-item.tsx';

function NotificationList({ onOpen }: { onOpen: (notification: Notification) => void }) {
  const { data, isPending, isError } = useNotifications();
  const deleteNotification = useDeleteNotification();

  if (isPending) return <Spinner className="p-4" />;
  if (isError)
    return (
      <p className="p-4 text-sm text-destructive">
        <FormattedMessage id="notifications.bell.loadError" />
      </p>
    );
  if (data.items.length === 0)
    return (
      <p className="p-4 text-center text-sm text-muted-foreground">
        <FormattedMessage id="notifications.bell.empty" />
      </p>
    );
  // One clock per opening: every item of the list reads its age against the same moment.
  const now = new Date();
  return (
    <ul className="max-h-[min(24rem,60vh)] space-y-1 overflow-y-auto p-1">
      {data.items.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          now={now}
          onOpen={onOpen}
          onDelete={(id) => deleteNotification.mutate(id)}
        />
      ))}
    </ul>
  );
}

/**
 * The header's bell: the unread badge and the dropdown of the 50 newest notifications. Loaded after the first
 * paint with the user menu (member-header-actions.tsx); the header itself keeps the cache in step with the live
 * events (useNotificationEvents). Not portalled, like the header menus: the panel stays inside the header
 * landmark.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const intl = useIntl();
  const navigate = useNavigate();
  const { data } = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const clear = useClearNotifications();

  const unreadCount = data?.unreadCount ?? 0;
  const badge = formatBadgeCount(unreadCount);
  const hasItems = Boolean(data?.items.length);
  const title = intl.formatMessage({ id: 'notifications.bell.title' });

  const openNotification = (notification: Notification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    setOpen(false);
    const target = findNotificationTarget(notification);
    if (target) void navigate(target);
  };

  return (
    <>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label={
              unreadCount > 0 ? intl.formatMessage({ id: 'notifications.bell.unreadLabel' }, { count: badge }) : title
            }
            className="relative"
          >
            <Bell aria-hidden="true" />
            {unreadCount > 0 ? (
              <span
                aria-hidden="true"
                className="absolute top-1 end-1 min-w-4 rounded-full bg-destructive px-1 text-center text-[0.625rem] leading-4 font-semibold text-destructive-foreground"
              >
                {badge}
              </span>
            ) : null}
          </Button>
        </Popover.Trigger>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={title}
          className="z-50 w-[min(24rem,calc(100vw-2rem))] rounded-lg border border-border bg-card text-card-foreground shadow-lg"
        >
          <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-3 py-2">
            <h2 className="text-sm font-semibold">{title}</h2>
            <div className="flex gap-1">
              <Button
                variant="ghost"
                size="sm"
                disabled={unreadCount === 0 || markAllRead.isPending}
                onClick={() => markAllRead.mutate()}
              >
                <FormattedMessage id="notifications.bell.markAllRead" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={!hasItems || clear.isPending}
                onClick={() => {
                  setOpen(false);
                  setConfirmOpen(true);
                }}
              >
                <FormattedMessage id="notifications.bell.clearAll" />
              </Button>
            </div>
          </div>
          <NotificationList onOpen={openNotification} />
          <DesktopAlertsButton />
        </Popover.Content>
      </Popover.Root>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={intl.formatMessage({ id: 'notifications.bell.confirmTitle' })}
        description={intl.formatMessage({ id: 'notifications.bell.confirmText' })}
        confirmLabel={intl.formatMessage({ id: 'notifications.bell.clearAll' })}
        destructive
        onConfirm={() => clear.mutate()}
      />
    </>
  );
}
