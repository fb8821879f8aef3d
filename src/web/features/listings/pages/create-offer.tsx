import { useSearchParams } from 'react-router';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

// /dashboard/offers/create?type=request posts a request (a service wanted); any other type posts a listing.
export function CreateOfferPage() {
  const [searchParams] = useSearchParams();
  const isRequest = searchParams.get('type') === 'request';

  return (
    <PageContainer>
      {isRequest ? (
        <PageHeader title="Create Request" description="Describe the service you are looking for." />
      ) : (
        <PageHeader title="Create Listing" description="Describe the service you offer to the community." />
      )}
    </PageContainer>
  );
}
