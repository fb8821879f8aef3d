import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import type { Notification } from '#shared/schemas/notifications.ts';
import { useRelativeTime } from '#web/components/relative-time.ts';
import { Card } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';
import { findNotificationTarget } from '#web/lib/notification-target.ts';

function ActivityText({ notification, now }: { notification: Notification; now: Date }) {
  const relativeTime = useRelativeTime();
  return (
    <>
      <span className={cn('block text-sm', notification.isRead ? 'font-normal' : 'font-semibold')}>
        {notification.title}
        {notification.isRead ? null : (
          <span className="sr-only">
            {' '}
            <FormattedMessage id="dashboard.activity.unread" />
          </span>
        )}
      </span>
      <span className="mt-0.5 block text-sm break-words text-muted-foreground">{notification.message}</span>
      <time dateTime={notification.createdAt} className="mt-1 block text-xs text-muted-foreground">
        {relativeTime(notification.createdAt, now)}
      </time>
    </>
  );
}

/** The latest notifications, each leading where the bell's would. */
export function RecentActivity({ items, now }: { items: Notification[]; now: Date }) {
  return (
    <Card className="p-5">
      <section aria-labelledby="recent-activity-title">
        <h2 id="recent-activity-title" className="text-lg font-semibold">
          <FormattedMessage id="dashboard.activity.title" />
        </h2>
        {items.length === 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">
            <FormattedMessage id="dashboard.activity.empty" />
          </p>
        ) : (
          <ul className="mt-3 divide-y">
            {items.map((notification) => {
              const target = findNotificationTarget(notification);
              return (
                <li key={notification.id} className="py-1">
                  {target ? (
                    <Link to={target} className="block rounded-md px-2 py-2 hover:bg-secondary">
                      <ActivityText notification={notification} now={now} />
                    </Link>
                  ) : (
                    <div className="px-2 py-2">
                      <ActivityText notification={notification} now={now} />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Card>
  );
}
