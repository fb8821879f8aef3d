import { useNavigate, useSearchParams } from 'react-router';
import { useIntl } from 'react-intl';
import { categories } from '#shared/categories.ts';
import { listingMessages } from '#shared/schemas/listings.ts';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { useCreateListing } from '#web/features/listings/api.ts';
import { ListingForm } from '#web/features/listings/components/listing-form.tsx';
import { VerifiedOnly } from '#web/features/listings/components/verified-only.tsx';
import { toast } from '#web/lib/toast.ts';
import { useServerText } from '#web/lib/server-texts.ts';

const listingCopy = {
  title: 'listings.createOffer.listingTitle',
  description: 'listings.createOffer.listingDescription',
} as const;
const requestCopy = {
  title: 'listings.createOffer.requestTitle',
  description: 'listings.createOffer.requestDescription',
} as const;

// /dashboard/offers/create?type=request posts a request (a service wanted); any other type posts a listing. Both
// go through the same review as /add-listing; here every category is offered and images are optional.
export function CreateOfferPage() {
  const intl = useIntl();
  const text = useServerText();
  const [searchParams] = useSearchParams();
  const kind = searchParams.get('type') === 'request' ? 'request' : 'service';
  const copy = kind === 'request' ? requestCopy : listingCopy;
  const title = intl.formatMessage({ id: copy.title });
  const description = intl.formatMessage({ id: copy.description });
  const createListing = useCreateListing();
  const navigate = useNavigate();

  return (
    <PageContainer className="max-w-3xl">
      <PageMeta title={title} description={description} />
      <PageHeader title={title} description={description} />
      <div className="mt-8">
        <VerifiedOnly>
          <Card className="p-6">
            <ListingForm
              // A switch between ?type=service and ?type=request starts a fresh form.
              key={kind}
              categories={categories}
              defaultValues={{ kind }}
              submitLabel={title}
              busyLabel={intl.formatMessage({ id: 'listings.createOffer.creating' })}
              failureMessage={listingMessages.createOfferFailed}
              onSubmit={async (values) => {
                const created = await createListing.mutateAsync(values);
                toast.success(
                  created.status === 'pending'
                    ? intl.formatMessage(
                        { id: 'listings.createOffer.submitted' },
                        { approval: text(listingMessages.awaitingApproval) },
                      )
                    : intl.formatMessage({ id: 'listings.createOffer.live' }),
                );
                await navigate(paths.dashboard.offers());
              }}
              onCancel={() => void navigate(paths.dashboard.offers())}
            />
          </Card>
        </VerifiedOnly>
      </div>
    </PageContainer>
  );
}
