// A notification by email, for the types no feature emails about itself (email-kinds.ts): queued with the
// notification when the member's email for its kind is on; the worker reads their settings again at send time.
import { kindOfNotification } from '#shared/notification-kinds.ts';
import type { NotificationType } from '#shared/constants.ts';
import type { Transaction } from '../../db/client.ts';
import { enqueueCoalescedEmail } from '../../platform/email/outbox.ts';
import { typesWithOwnEmail } from './email-kinds.ts';
import type { MemberChannels } from './preferences.ts';

type Notice = { id: string | null; type: NotificationType; title: string; message: string; relatedId: string | null };

// A message's preview is another member's words: they stay on the site.
const quotesAMember: ReadonlySet<NotificationType> = new Set(['message_received']);

export async function queueNoticeEmail(tx: Transaction, channels: MemberChannels, notice: Notice): Promise<void> {
  const kind = kindOfNotification[notice.type];
  if (typesWithOwnEmail.has(notice.type) || channels.kinds[kind].email === 'off') return;
  // The page that marks it read (when it is in the app's list) and opens what it is about.
  const query = new URLSearchParams({
    ...(notice.id ? { id: notice.id } : {}),
    type: notice.type,
    ...(notice.relatedId ? { related: notice.relatedId } : {}),
  });
  await enqueueCoalescedEmail(tx, {
    to: channels.email,
    template: 'notice',
    payload: {
      fullName: channels.fullName,
      kind,
      title: notice.title,
      message: quotesAMember.has(notice.type) ? null : notice.message,
      path: `/notifications/open?${query}`,
    },
    // One email per thing (a conversation, a listing) in the window, however many notices it gets.
    coalesceKey: `notice:${notice.type}:${notice.relatedId ?? notice.id ?? ''}`,
  });
}
