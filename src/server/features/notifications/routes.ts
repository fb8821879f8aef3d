import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationIdParamsSchema,
  notificationListSchema,
  notificationReadSchema,
  unreadCountSchema,
  unreadCountsSchema,
} from '#shared/schemas/notifications.ts';
import { requireMember } from '../../platform/guards.ts';
import { presentNotification } from './present.ts';
import {
  clearNotifications,
  countUnreadNotificationsBySection,
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './service.ts';

const tags = ['notifications'];

// Members only ever reach their own notifications: the services match on id and owner together, so another
// member's id returns 404 exactly like one that does not exist.
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: "The member's 50 newest notifications and their unread count",
        response: { 200: notificationListSchema },
      },
    },
    async (request) => {
      const { items, unreadCount } = await listNotifications(app.ctx.db, requireMember(request).id);
      return { items: items.map(presentNotification), unreadCount };
    },
  );

  app.get(
    '/notifications/unread-counts',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: "The member's unread notifications: all, and per dashboard sidebar section (messages, bids)",
        response: { 200: unreadCountsSchema },
      },
    },
    async (request) => countUnreadNotificationsBySection(app.ctx.db, requireMember(request).id),
  );

  app.post(
    '/notifications/read-all',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'Mark all notifications read', response: { 200: unreadCountSchema } },
    },
    async (request) => markAllNotificationsRead(app.ctx, requireMember(request).id),
  );

  app.post(
    '/notifications/:id/read',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Mark one notification read',
        params: notificationIdParamsSchema,
        response: { 200: notificationReadSchema },
      },
    },
    async (request) => {
      const { notification, unreadCount } = await markNotificationRead(app.ctx, {
        userId: requireMember(request).id,
        id: request.params.id,
      });
      return { notification: presentNotification(notification), unreadCount };
    },
  );

  app.delete(
    '/notifications/:id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Delete one notification',
        params: notificationIdParamsSchema,
        response: { 200: unreadCountSchema },
      },
    },
    async (request) => deleteNotification(app.ctx, { userId: requireMember(request).id, id: request.params.id }),
  );

  app.delete(
    '/notifications',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'Clear all notifications', response: { 200: unreadCountSchema } },
    },
    async (request) => clearNotifications(app.ctx, requireMember(request).id),
  );
};
