import { Link } from 'react-router';
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

const description = 'Searches you saved from the lists, and how you hear of new listings that match them.';

export function SavedSearchesPage() {
  const searches = useSavedSearches();
  return (
    <PageContainer>
      <PageMeta title="Saved Searches" description={description} />
      <PageHeader title="Saved Searches" description={description} />
      <section className="mt-8 flex flex-col gap-4" aria-busy={searches.isPending}>
        {searches.isPending ? (
          <>
            <Skeleton className="h-36" />
            <Skeleton className="h-36" />
          </>
        ) : searches.isError ? (
          <Alert tone="error">{searches.error.message}</Alert>
        ) : searches.data.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 p-8 text-center">
            <h2 className="text-lg font-semibold">No saved searches yet</h2>
            <p className="text-muted-foreground">
              Search or filter a list, then choose Save this search to be told when something new matches.
            </p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild>
                <Link to={paths.browse()}>Browse services</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={paths.requests()}>Browse requests</Link>
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
