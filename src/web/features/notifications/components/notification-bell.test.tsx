import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationsEndpoints } from '#shared/endpoints/notifications.ts';
import type { NotificationList } from '#shared/schemas/notifications.ts';
import { NotificationBell } from '#web/features/notifications/components/notification-bell.tsx';
import { aNotification, aNotificationList, ids } from '#web/test/fixtures.ts';
import { on, dropConnection } from '#web/test/network.ts';
import { renderWithApp } from '#web/test/render.tsx';

const proposalNote = aNotification();
const walletNote = aNotification({
  id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c02',
  type: 'payment_received',
  title: 'Coins added',
  message: '100 DC were added to your wallet',
  relatedId: null,
});
const readNote = aNotification({
  id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c03',
  type: 'listing_approved',
  title: 'Listing approved',
  message: 'Dog walking is live',
  isRead: true,
  relatedId: ids.listing,
});

function renderBell(list: NotificationList = aNotificationList([proposalNote, walletNote, readNote])) {
  const read = on(notificationsEndpoints.list).reply(() => list);
  // In the header, on every page: it stays while the member moves on.
  return { ...renderWithApp(<NotificationBell />, { route: '/dashboard', path: '*' }), read };
}

async function openBell(user: ReturnType<typeof renderBell>['user'], name: string | RegExp = /^Notifications/) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('NotificationBell', () => {
  it('names the unread count on the bell, capped at 99+', async () => {
    const many = Array.from({ length: 120 }, (_, index) =>
      aNotification({ id: `5a6b7c8d-9e0f-4a1b-8c2d-${String(index).padStart(12, '0')}` }),
    );
    const { unmount } = renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toHaveTextContent('2');
    unmount();

    renderBell({ items: many.slice(0, 50), unreadCount: 120 });
    expect(await screen.findByRole('button', { name: 'Notifications, 99+ unread' })).toBeInTheDocument();
  });

  it('lists the newest notifications, the unread ones marked', async () => {
    const { user } = renderBell();
    const panel = await openBell(user);

    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/^New proposal\s*\(unread\)Sam Lee sent a proposal on Dog walking/);
    expect(items[2]).toHaveTextContent('Listing approved');
    expect(items[2]).not.toHaveTextContent('(unread)');
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeEnabled();
  });

  it('marks an unread notification read and opens what it is about', async () => {
    const markRead = on(notificationsEndpoints.read).reply(() => ({
      notification: { ...proposalNote, isRead: true },
      unreadCount: 1,
    }));
    const { user, location } = renderBell();
    const panel = await openBell(user);

    await user.click(within(panel).getByRole('button', { name: /^New proposal/ }));

    await waitFor(() => expect(location()).toBe(`/proposals/${ids.proposal}`));
    await waitFor(() => expect(markRead.requests).toHaveLength(1));
    expect(markRead.requests[0]?.params).toEqual({ id: proposalNote.id });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('opens a read notification without marking it again', async () => {
    const markRead = on(notificationsEndpoints.read).reply(() => ({ notification: readNote, unreadCount: 2 }));
    const { user, location } = renderBell();
    const panel = await openBell(user);

    await user.click(within(panel).getByRole('button', { name: /^Listing approved/ }));

    await waitFor(() => expect(location()).toBe(`/listing/${ids.listing}`));
    expect(markRead.requests).toHaveLength(0);
  });

  it('marks all read, after which there is nothing left to mark', async () => {
    const readAll = on(notificationsEndpoints.readAll).reply(() => ({ unreadCount: 0 }));
    const { user } = renderBell();
    const panel = await openBell(user);

    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));

    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled());
    expect(readAll.requests).toHaveLength(1);
    expect(within(panel).queryByText('(unread)')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('deletes one notification', async () => {
    const remove = on(notificationsEndpoints.delete).reply(() => ({ unreadCount: 1 }));
    const { user } = renderBell();
    const panel = await openBell(user);

    await user.click(within(panel).getByRole('button', { name: 'Delete notification: Coins added' }));

    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(2));
    expect(remove.requests[0]?.params).toEqual({ id: walletNote.id });
    expect(within(panel).queryByText('Coins added')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('clears them all only once confirmed', async () => {
    const clear = on(notificationsEndpoints.clear).reply(() => ({ unreadCount: 0 }));
    const { user } = renderBell();
    const panel = await openBell(user);

    await user.click(within(panel).getByRole('button', { name: 'Clear all' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Clear all notifications' });
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to clear all notifications?');
    expect(clear.requests).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Clear all' }));

    await waitFor(() => expect(clear.requests).toHaveLength(1));
    const reopened = await openBell(user, 'Notifications');
    expect(await within(reopened).findByText('No notifications yet')).toBeInTheDocument();
    expect(within(reopened).getByRole('button', { name: 'Clear all' })).toBeDisabled();
  });

  it('says so when marking fails, and keeps the count', async () => {
    on(notificationsEndpoints.readAll).reply(() => dropConnection());
    const { user } = renderBell();
    const panel = await openBell(user);

    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));

    expect(await screen.findByText('Failed to mark notifications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('says so when the notifications cannot be loaded', async () => {
    on(notificationsEndpoints.list).reply(() => dropConnection());
    const { user } = renderWithApp(<NotificationBell />);

    const panel = await openBell(user, 'Notifications');

    expect(await within(panel).findByText('Failed to fetch notifications')).toBeInTheDocument();
  });
});
