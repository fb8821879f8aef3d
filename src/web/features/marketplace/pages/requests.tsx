import type { ReactNode } from 'react';
import { categories } from '#shared/categories.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { SubmitListingLink } from '#web/components/list/submit-listing-link.tsx';
import { CreateRequestLink } from '#web/features/marketplace/components/list-actions.tsx';
import { OfferList } from '#web/features/marketplace/components/offer-list.tsx';

const description = 'Services that members are looking for. Answer a request to offer your help.';

/** `actions` come from other features (the app puts them together). */
export function RequestsPage({ actions }: { actions?: ReactNode }) {
  return (
    <PageContainer>
      <PageMeta title="Service Requests" description={description} />
      <PageHeader title="Service Requests" description={description}>
        {actions}
        <SubmitListingLink />
        <CreateRequestLink />
      </PageHeader>
      <OfferList
        kind="request"
        categories={categories}
        noun="requests"
        searchLabel="Search requests"
        skeletonCount={6}
      />
    </PageContainer>
  );
}
