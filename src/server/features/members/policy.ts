// Who sees a member's profile: anyone while the member is active. A suspended member's profile is hidden like an
// unknown one (404, 'Member not found'), except to admins, who may need it to review the suspension; a deleted
// member has no row left, so is unknown.
import type { UserStatus } from '#shared/constants.ts';

export type ProfileViewer = { role: string } | null;

export function canViewMember(viewer: ProfileViewer, member: { status: UserStatus }): boolean {
  return member.status === 'active' || viewer?.role === 'admin';
}
