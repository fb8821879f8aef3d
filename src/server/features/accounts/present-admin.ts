import type { AdminUser } from '#shared/schemas/admin.ts';
import type { Member } from '../../platform/guards.ts';
import type { DisputeCounts } from '../disputes/service.ts';
import type { AdminUserRow } from './admin-users.ts';
import { adminUserAbilities } from './policy.ts';

/**
 * A member as the Users tab shows them to `viewer`; `activeAdmins` is the platform's count (countActiveAdmins),
 * `cancellations` the member's (countDealCancellations), `disputes` theirs (countMemberDisputes).
 */
export function presentAdminUser(
  user: AdminUserRow,
  viewer: Member,
  {
    activeAdmins,
    cancellations,
    disputes = { opened: 0, lost: 0 },
  }: { activeAdmins: number; cancellations: number; disputes?: DisputeCounts },
): AdminUser {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    role: user.role,
    status: user.status,
    suspensionReason: user.suspensionReason,
    cashBalanceCents: user.cashBalanceCents,
    dragonCoins: user.dragonCoins,
    cancellations,
    disputesOpened: disputes.opened,
    disputesLost: disputes.lost,
    createdAt: user.createdAt.toISOString(),
    can: adminUserAbilities(viewer, { member: user, activeAdmins }),
  };
}
