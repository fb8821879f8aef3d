// The bell: a member's own notifications, their unread counts, reading, deleting and clearing them. Another
// member's notification answers 404 exactly like one that does not exist.
import { endpoint, idParams } from '../endpoint.ts';
import {
  notificationListSchema,
  notificationReadSchema,
  unreadCountSchema,
  unreadCountsSchema,
} from '../schemas/notifications.ts';
import { notificationPreferencesSchema, unsubscribeKindsSchema } from '../schemas/notification-preferences.ts';
import { unsubscribeQuerySchema } from '../schemas/saved-searches.ts';

const notification = { params: idParams, notFound: 'Notification not found' } as const;

export const notificationsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/notifications',
    tag: 'notifications',
    summary: "The member's 50 newest notifications and their unread count",
    access: 'member',
    responses: { 200: notificationListSchema },
  }),
  unreadCounts: endpoint({
    method: 'GET',
    path: '/notifications/unread-counts',
    tag: 'notifications',
    summary: "The member's unread notifications: all, and per dashboard sidebar section (messages, bids)",
    access: 'member',
    responses: { 200: unreadCountsSchema },
  }),
  readAll: endpoint({
    method: 'POST',
    path: '/notifications/read-all',
    tag: 'notifications',
    summary: 'Mark all notifications read',
    access: 'member',
    responses: { 200: unreadCountSchema },
  }),
  read: endpoint({
    method: 'POST',
    path: '/notifications/:id/read',
    tag: 'notifications',
    summary: 'Mark one notification read',
    access: 'member',
    ...notification,
    responses: { 200: notificationReadSchema },
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/notifications/:id',
    tag: 'notifications',
    summary: 'Delete one notification',
    access: 'member',
    ...notification,
    responses: { 200: unreadCountSchema },
  }),
  clear: endpoint({
    method: 'DELETE',
    path: '/notifications',
    tag: 'notifications',
    summary: 'Clear all notifications',
    access: 'member',
    responses: { 200: unreadCountSchema },
  }),
  preferences: endpoint({
    method: 'GET',
    path: '/me/notification-preferences',
    tag: 'notifications',
    summary: "The member's channels for each kind of notification (defaults where unchosen), quiet hours, time zone",
    access: 'member',
    responses: { 200: notificationPreferencesSchema },
  }),
  updatePreferences: endpoint({
    method: 'PUT',
    path: '/me/notification-preferences',
    tag: 'notifications',
    summary: 'Choose the channels of some or all kinds of notification, quiet hours and the time zone',
    access: 'member',
    body: notificationPreferencesSchema,
    responses: { 200: notificationPreferencesSchema },
  }),
  unsubscribeInfo: endpoint({
    method: 'GET',
    path: '/notification-preferences/unsubscribe',
    tag: 'notifications',
    summary: "Which kinds of email an email's unsubscribe link stands for; changes nothing",
    access: 'visitor',
    allowDuringMaintenance: true,
    query: unsubscribeQuerySchema,
    notFound: 'Member not found',
    responses: { 200: unsubscribeKindsSchema },
    codes: ['INVALID_TOKEN', 'LINK_EXPIRED'],
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/notification-preferences/unsubscribe',
    tag: 'notifications',
    summary: "Turn off the emails of an email's kinds from its signed link (RFC 8058 one-click), signed in or not",
    access: 'visitor',
    allowDuringMaintenance: true,
    query: unsubscribeQuerySchema,
    notFound: 'Member not found',
    responses: { 200: unsubscribeKindsSchema },
    codes: ['INVALID_TOKEN', 'LINK_EXPIRED'],
  }),
};
