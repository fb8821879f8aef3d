import { Link, useParams } from 'react-router';
import { UserX } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { summarize } from '#shared/summarize.ts';
import { paths } from '#web/app/paths.ts';
import type { Prefetch } from '#web/app/prefetch.ts';
import { BackButton } from '#web/components/back-button.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { memberProfileQuery, memberReviewsQuery, useMemberProfile } from '../api.ts';
import { MemberListings } from '../components/member-listings.tsx';
import { MemberReviews } from '../components/member-reviews.tsx';
import { MemberSummary } from '../components/member-summary.tsx';

/** /members/{id}: a member's public profile, readable by visitors too. */
export function MemberProfilePage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { data: member, error, isPending, refetch } = useMemberProfile(id);

  if (isPending) {
    return (
      <PageContainer aria-busy="true" className="flex flex-col gap-6">
        <PageMeta title={intl.formatMessage({ id: 'members.profile.title' })} />
        <p className="sr-only">
          <FormattedMessage id="members.profile.loading" />
        </p>
        <Skeleton className="h-44" />
        <Skeleton className="h-64" />
      </PageContainer>
    );
  }

  if (error) {
    // Unknown, deleted and suspended members alike answer 404.
    if (error instanceof ApiError && error.status === 404) {
      return (
        <PageContainer>
          <PageMeta title={intl.formatMessage({ id: 'members.profile.notFound' })} />
          <MemberNotFound />
        </PageContainer>
      );
    }
    return (
      <PageContainer className="flex max-w-lg flex-col items-start gap-4">
        <PageMeta title={intl.formatMessage({ id: 'members.profile.title' })} />
        <Alert tone="error">
          <FormattedMessage id="members.profile.loadError" />
        </Alert>
        <Button variant="outline" onClick={() => void refetch()}>
          <FormattedMessage id="members.profile.tryAgain" />
        </Button>
      </PageContainer>
    );
  }

  const description = member.bio
    ? summarize(member.bio)
    : intl.formatMessage({ id: 'members.profile.description' }, { name: member.fullName });
  return (
    <PageContainer className="flex flex-col gap-8">
      <PageMeta title={member.fullName} description={description} />
      <BackButton className="self-start" fallback={paths.browse()} />
      <MemberSummary member={member} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <MemberReviews memberId={member.id} />
        <MemberListings services={member.services} requests={member.requests} />
      </div>
    </PageContainer>
  );
}

function MemberNotFound() {
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-14 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-secondary text-muted-foreground">
        <UserX aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-2xl font-bold">
        <FormattedMessage id="members.profile.notFound" />
      </h1>
      <p className="text-muted-foreground text-pretty">
        <FormattedMessage id="members.profile.notFoundText" />
      </p>
      <Button asChild size="lg">
        <Link to={paths.browse()}>
          <FormattedMessage id="members.profile.browseAll" />
        </Link>
      </Button>
    </Card>
  );
}

export const prefetchMemberProfile: Prefetch = ({ queryClient, params }) =>
  Promise.all([
    queryClient.prefetchQuery(memberProfileQuery(params.id ?? '')),
    queryClient.prefetchInfiniteQuery(memberReviewsQuery(params.id ?? '')),
  ]);
