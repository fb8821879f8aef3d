import type { AdminUser } from '#shared/schemas/admin.ts';
import type { AdminUserRow } from './admin-users.ts';

export function presentAdminUser(user: AdminUserRow): AdminUser {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    role: user.role,
    status: user.status,
    suspensionReason: user.suspensionReason,
    cashBalanceCents: user.cashBalanceCents,
    dragonCoins: user.dragonCoins,
    createdAt: user.createdAt.toISOString(),
  };
}
