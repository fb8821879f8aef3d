import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { categories } from '#shared/categories.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { SubmitListingLink } from '#web/components/list/submit-listing-link.tsx';
import { CreateRequestLink } from '#web/features/marketplace/components/list-actions.tsx';
import { OfferList } from '#web/features/marketplace/components/offer-list.tsx';

/** `actions` come from other features (the app puts them together). */
export function RequestsPage({ actions }: { actions?: ReactNode }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'marketplace.requests.title' });
  const description = intl.formatMessage({ id: 'marketplace.requests.description' });
  return (
    <PageContainer>
      <PageMeta title={title} description={description} />
      <PageHeader title={title} description={description}>
        {actions}
        <SubmitListingLink />
        <CreateRequestLink />
      </PageHeader>
      <OfferList
        kind="request"
        categories={categories}
        noun={intl.formatMessage({ id: 'marketplace.requests.noun' })}
        searchLabel={intl.formatMessage({ id: 'marketplace.requests.searchLabel' })}
        skeletonCount={6}
      />
    </PageContainer>
  );
}
