import { useState } from 'react';
import { Link } from 'react-router';
import { Heart, Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Favourite } from '#shared/schemas/favourites.ts';
import { paths } from '#web/app/paths.ts';
import { Avatar } from '#web/components/avatar.tsx';
import { nameCategory } from '#web/components/category-names.ts';
import { describePrice } from '#web/components/price.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useFavourites, useRemoveFavourite } from '#web/features/favourites/api.ts';
import { describeError } from '#web/lib/form-errors.ts';
import { countPages } from '#web/lib/pagination.ts';
import { useDisplayCurrency } from '#web/lib/preferences.ts';
import { toast } from '#web/lib/toast.ts';

// Only a live listing opens: the others would answer 'Listing not found'. Message ids, formatted at render.
const statusLabels = {
  active: null,
  paused: 'favourites.status.paused',
  pending: 'favourites.status.underReview',
  rejected: 'favourites.status.unavailable',
  completed: 'favourites.status.unavailable',
  cancelled: 'favourites.status.unavailable',
  expired: 'favourites.status.expired',
} as const satisfies Record<Favourite['status'], string | null>;

export function FavouritesPage() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const favourites = useFavourites(page);
  const remove = useRemoveFavourite();
  const currency = useDisplayCurrency();
  const data = favourites.data;
  const pageCount = data ? countPages(data.total, data.pageSize) : 1;
  const title = intl.formatMessage({ id: 'favourites.page.title' });
  const description = intl.formatMessage({ id: 'favourites.page.description' });

  function removeFavourite(favourite: Favourite) {
    // The last favourite of a page gone, the page before it is shown instead of an empty one.
    const emptiesPage = page > 1 && data?.items.length === 1;
    remove.mutate(favourite.id, {
      onSuccess: () => {
        toast.success(intl.formatMessage({ id: 'favourites.page.removed' }));
        if (emptiesPage) setPage(page - 1);
      },
      onError: (error) => toast.error(describeError(error, intl.formatMessage({ id: 'favourites.page.removeFailed' }))),
    });
  }

  return (
    <PageContainer>
      <PageMeta title={title} description={description} />
      <PageHeader title={title} description={description} />
      <div className="mt-8">
        {favourites.isError && !data ? (
          <Card role="alert" className="flex flex-col items-center gap-4 px-6 py-12 text-center">
            <p>
              <FormattedMessage id="favourites.page.loadError" />
            </p>
            <Button onClick={() => void favourites.refetch()} disabled={favourites.isFetching}>
              <FormattedMessage id="favourites.page.tryAgain" />
            </Button>
          </Card>
        ) : !data ? (
          <div
            className="flex flex-col gap-3"
            aria-busy="true"
            aria-label={intl.formatMessage({ id: 'favourites.page.loading' })}
          >
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-20 w-full" />
            ))}
          </div>
        ) : data.total === 0 ? (
          <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
            <Heart aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="font-medium">
              <FormattedMessage id="favourites.page.empty" />
            </p>
            <p className="text-sm text-muted-foreground">
              <FormattedMessage id="favourites.page.emptyHint" />
            </p>
            <Button asChild>
              <Link to={paths.browse()}>
                <FormattedMessage id="favourites.page.browse" />
              </Link>
            </Button>
          </Card>
        ) : (
          <>
            <ul className="flex flex-col gap-3" aria-label={intl.formatMessage({ id: 'favourites.page.listLabel' })}>
              {data.items.map((favourite) => {
                const status = statusLabels[favourite.status];
                return (
                  <li key={favourite.id}>
                    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                      <div className="flex min-w-0 flex-1 flex-col gap-1">
                        <div className="flex flex-wrap items-center gap-2">
                          <Badge variant="accent">{nameCategory(favourite.category, intl)}</Badge>
                          {favourite.kind === 'request' ? (
                            <Badge variant="primary">
                              <FormattedMessage id="favourites.page.request" />
                            </Badge>
                          ) : null}
                          {status ? (
                            <Badge variant="outline">
                              <FormattedMessage id={status} />
                            </Badge>
                          ) : null}
                        </div>
                        <h2 className="font-semibold">
                          {favourite.status === 'active' ? (
                            <Link to={paths.listing(favourite.id)} className="hover:underline">
                              {favourite.title}
                            </Link>
                          ) : (
                            favourite.title
                          )}
                        </h2>
                        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
                          <span className="font-semibold text-primary">
                            {describePrice(favourite.price, currency, intl)}
                          </span>
                          <span className="inline-flex items-center gap-2">
                            <Avatar
                              name={favourite.provider.fullName}
                              src={favourite.provider.profilePictureUrl}
                              className="size-6 text-xs"
                            />
                            {favourite.provider.fullName}
                          </span>
                        </div>
                      </div>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={intl.formatMessage(
                          { id: 'favourites.page.removeLabel' },
                          { title: favourite.title },
                        )}
                        disabled={remove.isPending && remove.variables === favourite.id}
                        onClick={() => removeFavourite(favourite)}
                      >
                        <Trash2 aria-hidden="true" />
                        <FormattedMessage id="favourites.page.remove" />
                      </Button>
                    </Card>
                  </li>
                );
              })}
            </ul>
            <Pagination page={page} pageCount={pageCount} onPageChange={setPage} className="mt-6" />
          </>
        )}
      </div>
    </PageContainer>
  );
}
