import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LogIn } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { browseCategories } from '#shared/categories.ts';
import { listingMessages, type MyListing } from '#shared/schemas/listings.ts';
import { useAuthDialog } from '#web/app/auth-dialog.tsx';
import { SuspendedNotice } from '#web/app/guard-screens.tsx';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useCreateListing } from '#web/features/listings/api.ts';
import { ListingForm } from '#web/features/listings/components/listing-form.tsx';
import { ListingSubmitted } from '#web/features/listings/components/listing-submitted.tsx';
import { VerifiedOnly } from '#web/features/listings/components/verified-only.tsx';
import { useSession } from '#web/lib/session.ts';
import { useServerText } from '#web/lib/server-texts.ts';

// A public route, like /completed-offers: the spec gives a signed-out visitor (or one whose session ends while
// filling the form) its own 'Please Sign In' view instead of the guard's redirect, so the member guard's
// suspension rule is applied here (maintenance is the gate's, around every route).
export function AddListingPage() {
  const intl = useIntl();
  return (
    <PageContainer className="max-w-3xl">
      <PageMeta
        title={intl.formatMessage({ id: 'listings.addListing.title' })}
        description={intl.formatMessage({ id: 'listings.addListing.description' })}
      />
      <AddListingContent />
    </PageContainer>
  );
}

function AddListingContent() {
  const session = useSession();
  const { user } = session;

  if (session.isPending) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner showLabel />
      </div>
    );
  }
  if (!user) return <SignInRequired />;
  if (user.status === 'suspended') return <SuspendedNotice reason={user.suspensionReason} />;
  return <AddListingFlow />;
}

function SignInRequired() {
  const { openSignIn } = useAuthDialog();
  const text = useServerText();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
      <LogIn aria-hidden="true" className="size-12 text-primary rtl:-scale-x-100" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">
        <FormattedMessage id="listings.addListing.signInTitle" />
      </h1>
      <p className="mt-3 text-muted-foreground">{text(listingMessages.signedOut)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={openSignIn}>
          <FormattedMessage id="listings.addListing.signIn" />
        </Button>
        <Button variant="outline" asChild>
          <Link to={paths.home()}>
            <FormattedMessage id="listings.addListing.goHome" />
          </Link>
        </Button>
      </div>
    </div>
  );
}

function AddListingFlow() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  // ?category={slug} preselects one of the form's categories.
  const preselected = browseCategories.find((category) => category.slug === searchParams.get('category'));
  const createListing = useCreateListing();
  const [submitted, setSubmitted] = useState<MyListing | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  // A fresh form (empty fields, no leftover errors) for each listing.
  const [formKey, setFormKey] = useState(0);

  async function submit(values: Parameters<typeof createListing.mutateAsync>[0]) {
    setSubmitted(await createListing.mutateAsync(values));
    setModalOpen(true);
  }

  function submitAnother() {
    setSubmitted(null);
    setFormKey((key) => key + 1);
  }

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'listings.addListing.title' })}
        description={intl.formatMessage({ id: 'listings.addListing.description' })}
      />
      <div className="mt-8">
        {submitted ? (
          <ListingSubmitted
            listing={submitted}
            modalOpen={modalOpen}
            onModalOpenChange={setModalOpen}
            onSubmitAnother={submitAnother}
          />
        ) : (
          <VerifiedOnly>
            <Card className="p-6">
              <ListingForm
                key={formKey}
                categories={browseCategories}
                defaultValues={{
                  kind: 'service',
                  ...(preselected ? { category: preselected.name } : {}),
                }}
                requireImages
                submitLabel={intl.formatMessage({ id: 'listings.addListing.submit' })}
                busyLabel={intl.formatMessage({ id: 'listings.addListing.submitting' })}
                failureMessage={listingMessages.createFailed}
                onSubmit={submit}
              />
            </Card>
          </VerifiedOnly>
        )}
      </div>
    </>
  );
}
