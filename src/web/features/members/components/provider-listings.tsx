import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useMemberProfile } from '#web/features/members/api.ts';
import { MemberListings } from '#web/features/members/components/member-listings.tsx';

/** A member's live services and requests by their id, where another page needs them (an expired listing's). */
export function ProviderListings({ memberId }: { memberId: string }) {
  const profile = useMemberProfile(memberId);
  if (profile.isPending) return <Skeleton className="h-40" />;
  if (profile.isError) return null;
  return <MemberListings services={profile.data.services} requests={profile.data.requests} />;
}
