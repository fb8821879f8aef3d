import type { Me } from '#shared/schemas/accounts.ts';
import type { CurrencyCode } from '#shared/currency.ts';
import type { Locale } from '#shared/locales.ts';
import type { Member } from '../../platform/guards.ts';

/** What a member sees of their own account: everything but credentials and internal timestamps. */
export function presentMe(member: Member): Me {
  return {
    id: member.id,
    email: member.email,
    fullName: member.fullName,
    profilePictureUrl: member.profilePictureUrl,
    bio: member.bio,
    phone: member.phone,
    role: member.role,
    status: member.status,
    suspensionReason: member.suspensionReason,
    cashBalanceCents: member.cashBalanceCents,
    dragonCoins: member.dragonCoins,
    theme: member.theme,
    currency: member.currency as CurrencyCode,
    language: member.language as Locale,
    emailVerified: member.emailVerified,
    createdAt: member.createdAt.toISOString(),
  };
}
