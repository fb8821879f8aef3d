import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { useMarkNotificationRead } from '#web/features/notifications/api.ts';
import { findNotificationTarget } from '#web/lib/notification-target.ts';

/**
 * Where a tapped push notification lands (src/web/service-worker.js): it is marked read, as a click in the bell marks
 * it, and the page it is about opens in its place.
 */
export function OpenNotificationPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const target =
    findNotificationTarget({ type: params.get('type') ?? '', relatedId: params.get('related') }) ??
    paths.dashboard.home();
  const { mutate: markRead } = useMarkNotificationRead();

  useEffect(() => {
    if (id) markRead(id);
  }, [id, markRead]);

  return <Navigate to={target} replace />;
}
