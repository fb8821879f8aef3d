import type { Me } from '#shared/schemas/accounts.ts';
import { UserMenu } from '#web/app/layouts/user-menu.tsx';
import { NotificationBell } from '#web/features/notifications/components/notification-bell.tsx';

/**
 * The signed-in member's end of the header: the bell and the user menu. Loaded only once a member is signed in
 * (site-header.tsx), so a visitor's first load carries neither their popup code nor their dialogs.
 */
export function MemberHeaderActions({ user }: { user: Me }) {
  return (
    <>
      <NotificationBell />
      <UserMenu user={user} />
    </>
  );
}
