// Who sees a member's profile: anyone while the member is active. A suspended member's profile is hidden like an
// unknown one (404, 'Member not found'), except to admins, who may need it to review the suspension; a deleted
// member has no row left, so is unknown. And what its viewer may do about the member (decision 040).
import type { UserStatus } from '#shared/constants.ts';
import type { MemberProfile } from '#shared/schemas/members.ts';
import { isSuspended, type Viewer } from '../../platform/guards.ts';
import { contactAbilities } from '../messaging/service.ts';

export type ProfileViewer = { role: string } | null;

export function canViewMember(viewer: ProfileViewer, member: { status: UserStatus }): boolean {
  return member.status === 'active' || viewer?.role === 'admin';
}

/**
 * The profile's `can` flags, per viewer: messaging the member (the guards refuse a suspended viewer). A visitor is
 * judged as anyone about to sign in, so every visitor gets the same flags.
 */
export function profileAbilities(viewer: Viewer, member: { id: string }): MemberProfile['can'] {
  return { message: !isSuspended(viewer) && contactAbilities(viewer, { memberId: member.id }).message };
}
