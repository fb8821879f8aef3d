import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messagingEndpoints } from '#shared/endpoints/messaging.ts';
import { notificationsEndpoints } from '#shared/endpoints/notifications.ts';
import { useMarkConversationRead } from '#web/features/messaging/api.ts';
import { useUnreadCounts } from '#web/features/notifications/api.ts';
import { on } from '#web/test/network.ts';
import { renderWithApp } from '#web/test/render.tsx';

const conversationId = '4f5a6b7c-8d9e-4f0a-8b1c-2d3e4f5a6b01';

function SidebarCount() {
  const { data } = useUnreadCounts();
  const markRead = useMarkConversationRead();
  return (
    <>
      <p>{data ? `Unread conversations: ${data.messages}` : 'Loading'}</p>
      <button type="button" onClick={() => markRead.mutate(conversationId)}>
        Read
      </button>
    </>
  );
}

describe('reading a conversation', () => {
  it('rereads the sidebar count itself, with no live event to say so', async () => {
    let unread = 1;
    const counts = on(notificationsEndpoints.unreadCounts).reply(() => ({ total: unread, messages: unread, bids: 0 }));
    const read = on(messagingEndpoints.read).reply(({ params }) => {
      unread = 0;
      return { conversationId: params.id ?? '', unreadTotal: 0 };
    });
    const { user } = renderWithApp(<SidebarCount />, { route: '/dashboard/messages' });
    expect(await screen.findByText('Unread conversations: 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Read' }));
    expect(await screen.findByText('Unread conversations: 0')).toBeInTheDocument();
    expect(read.requests.map((request) => request.params.id)).toEqual([conversationId]);
    expect(counts.requests).toHaveLength(2);
  });
});
