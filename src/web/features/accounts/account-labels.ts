import type { IntlShape } from 'react-intl';
import type { Me } from '#shared/schemas/accounts.ts';

/** The role's name on the profile and in Settings, as a message id. */
export const roleLabels = {
  user: 'accounts.role.user',
  admin: 'accounts.role.admin',
} as const satisfies Record<Me['role'], string>;

export const formatMemberSince = (intl: IntlShape, createdAt: string) =>
  intl.formatDate(new Date(createdAt), { year: 'numeric', month: 'long', day: 'numeric' });
