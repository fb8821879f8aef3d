import { useSearchParams } from 'react-router';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';

const listingCopy = { title: 'Create Listing', description: 'Describe the service you offer to the community.' };
const requestCopy = { title: 'Create Request', description: 'Describe the service you are looking for.' };

// /dashboard/offers/create?type=request posts a request (a service wanted); any other type posts a listing.
export function CreateOfferPage() {
  const [searchParams] = useSearchParams();
  const { title, description } = searchParams.get('type') === 'request' ? requestCopy : listingCopy;

  return (
    <PageContainer>
      <PageMeta title={title} description={description} />
      <PageHeader title={title} description={description} />
    </PageContainer>
  );
}
