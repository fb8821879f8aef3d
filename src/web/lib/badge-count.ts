import { limits } from '#shared/constants.ts';

/** An unread count as badges print it: capped at 99+ (spec section 9), so the badge keeps its size. */
export function formatBadgeCount(count: number): string {
  return count > limits.badgeCap ? `${limits.badgeCap}+` : String(count);
}
