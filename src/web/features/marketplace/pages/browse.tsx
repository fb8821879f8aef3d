import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { browseCategories } from '#shared/categories.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { SubmitListingLink } from '#web/components/list/submit-listing-link.tsx';
import { OfferList } from '#web/features/marketplace/components/offer-list.tsx';

/** /browse and /services list the same services; only the title differs. `actions` come from other features. */
export function ServiceListPage({ title, actions }: { title: string; actions?: ReactNode }) {
  const intl = useIntl();
  const description = intl.formatMessage({ id: 'marketplace.browse.description' });
  return (
    <PageContainer>
      <PageMeta title={title} description={description} />
      <PageHeader title={title} description={description}>
        {actions}
        <SubmitListingLink />
      </PageHeader>
      <OfferList
        kind="service"
        categories={browseCategories}
        noun={intl.formatMessage({ id: 'marketplace.browse.noun' })}
        searchLabel={intl.formatMessage({ id: 'marketplace.browse.searchLabel' })}
        skeletonCount={9}
      />
    </PageContainer>
  );
}

export function BrowsePage({ actions }: { actions?: ReactNode }) {
  const intl = useIntl();
  return <ServiceListPage title={intl.formatMessage({ id: 'marketplace.browse.title' })} actions={actions} />;
}
