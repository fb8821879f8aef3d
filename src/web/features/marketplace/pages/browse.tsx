import type { ReactNode } from 'react';
import { browseCategories } from '#shared/categories.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { SubmitListingLink } from '#web/components/list/submit-listing-link.tsx';
import { OfferList } from '#web/features/marketplace/components/offer-list.tsx';

const description = 'Services offered by members of the community, paid in cash, Dragon Coins or trade.';

/** /browse and /services list the same services; only the title differs. `actions` come from other features. */
export function ServiceListPage({ title, actions }: { title: string; actions?: ReactNode }) {
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
        noun="services"
        searchLabel="Search listings"
        skeletonCount={9}
      />
    </PageContainer>
  );
}

export function BrowsePage({ actions }: { actions?: ReactNode }) {
  return <ServiceListPage title="Browse Services" actions={actions} />;
}
