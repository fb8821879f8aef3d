import type { Me } from '#shared/schemas/accounts.ts';

export const roleLabels: Record<Me['role'], string> = { user: 'User Account', admin: 'Admin Account' };

export const formatMemberSince = (createdAt: string) =>
  new Date(createdAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
