import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useSavedSearches } from '#web/features/saved-searches/api.ts';
import { SavedSearchCard } from '#web/features/saved-searches/components/saved-search-card.tsx';
import { readErrorMessage } from '#web/lib/form-errors.ts';

export function SavedSearchesPage() {
  const intl = useIntl();
  const searches = useSavedSearches();
  const title = intl.formatMessage({ id: 'saved-searches.page.title' });
  const description = intl.formatMessage({ id: 'saved-searches.page.description' });
  return (
    <PageContainer>
      <PageMeta title={title} description={description} />
      <PageHeader title={title} description={description} />
      <section className="mt-8 flex flex-col gap-4" aria-busy={searches.isPending}>
        {searches.isPending ? (
          <>
            <Skeleton className="h-36" />
            <Skeleton className="h-36" />
          </>
        ) : searches.isError ? (
          <Alert tone="error">{readErrorMessage(searches.error, intl)}</Alert>
        ) : searches.data.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 p-8 text-center">
            <h2 className="text-lg font-semibold">
              <FormattedMessage id="saved-searches.page.empty" />
            </h2>
            <p className="text-muted-foreground">
              <FormattedMessage id="saved-searches.page.emptyText" />
            </p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild>
                <Link to={paths.browse()}>
                  <FormattedMessage id="saved-searches.page.browseServices" />
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={paths.requests()}>
                  <FormattedMessage id="saved-searches.page.browseRequests" />
                </Link>
              </Button>
            </div>
          </Card>
        ) : (
          searches.data.map((search) => <SavedSearchCard key={search.id} search={search} />)
        )}
      </section>
    </PageContainer>
  );
}
