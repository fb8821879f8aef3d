import type { FastifyInstance } from 'fastify';
import { notificationsEndpoints as endpoints } from '#shared/endpoints/notifications.ts';
import { transactWithEvents } from '../../platform/events/record.ts';
import { registerOneClickRoutes } from '../../platform/one-click-form.ts';
import { route } from '../../platform/route.ts';
import { presentNotificationPreferences, readMemberChannels, updateNotificationPreferences } from './preferences.ts';
import { presentNotification } from './present.ts';
import {
  clearNotifications,
  countUnreadNotificationsBySection,
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './service.ts';
import { readKindsUnsubscribeLink, unsubscribeKindsByToken } from './unsubscribe.ts';

// Members only ever reach their own notifications: the services match on id and owner together, so another
// member's id returns 404 exactly like one that does not exist.
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.list, async ({ member }) => {
    const { items, unreadCount } = await listNotifications(app.ctx.db, member.id);
    return { items: items.map(presentNotification), unreadCount };
  });

  route(app, endpoints.unreadCounts, async ({ member }) => countUnreadNotificationsBySection(app.ctx.db, member.id));

  route(app, endpoints.readAll, async ({ member }) => markAllNotificationsRead(app.ctx, member.id));

  route(app, endpoints.read, async ({ member, params }) => {
    const { notification, unreadCount } = await markNotificationRead(app.ctx, { userId: member.id, id: params.id });
    return { notification: presentNotification(notification), unreadCount };
  });

  route(app, endpoints.delete, async ({ member, params }) =>
    deleteNotification(app.ctx, { userId: member.id, id: params.id }),
  );

  route(app, endpoints.clear, async ({ member }) => clearNotifications(app.ctx, member.id));

  async function findPreferences(userId: string) {
    const channels = await readMemberChannels(app.ctx.db, userId);
    if (!channels) throw new Error('a signed-in member has a row');
    return presentNotificationPreferences(channels);
  }

  route(app, endpoints.preferences, async ({ member }) => findPreferences(member.id));

  route(app, endpoints.updatePreferences, async ({ member, body }) => {
    await transactWithEvents(app.ctx, (tx) => updateNotificationPreferences(tx, member.id, body));
    return findPreferences(member.id);
  });

  route(app, endpoints.unsubscribeInfo, async ({ query }) => readKindsUnsubscribeLink(app.ctx, query.token));

  await registerOneClickRoutes(app, (scope) => {
    route(scope, endpoints.unsubscribe, async ({ query }) => unsubscribeKindsByToken(app.ctx, query.token));
  });
}
