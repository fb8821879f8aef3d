import { Navigate, useParams } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { findCategoryBySlug, type Category } from '#shared/categories.ts';
import { paths } from '#web/app/paths.ts';
import { BackButton } from '#web/components/back-button.tsx';
import { describeCategory } from '#web/components/category-blurbs/category-blurbs.ts';
import { nameCategory } from '#web/components/category-names.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { offersQuery, useOffers } from '#web/features/marketplace/api.ts';
import { CategoryComingSoon, CategoryEmptyState } from '#web/features/marketplace/components/category-empty-state.tsx';
import { CategoryIcon } from '#web/features/marketplace/components/category-icon.tsx';
import { CategoryListings } from '#web/features/marketplace/components/category-listings.tsx';
import { CategorySignupCta } from '#web/features/marketplace/components/category-signup-cta.tsx';
import { useListPaging } from '#web/components/list/use-list-paging.ts';
import { useListParams } from '#web/components/list/use-list-params.ts';
import { parsePagingParams } from '#web/components/list/list-params.ts';
import type { Prefetch } from '#web/app/prefetch.ts';
import { readErrorMessage } from '#web/lib/form-errors.ts';

const categoryListQuery = (slug: string, { page, pageSize }: { page: number; pageSize: number }) =>
  ({ category: slug, kind: 'service', page, pageSize }) as const;

export const prefetchCategory: Prefetch = ({ queryClient, params, url }) => {
  const category = findCategoryBySlug(params.slug ?? '');
  if (!category) return Promise.resolve();
  return queryClient.prefetchQuery(offersQuery(categoryListQuery(category.slug, parsePagingParams(url.searchParams))));
};

export function CategoryPage() {
  const { slug = '' } = useParams();
  const category = findCategoryBySlug(slug);

  // Only the 22 known categories have a page; any other slug is an unknown path, which leads home.
  if (!category) return <Navigate to={paths.home()} replace />;
  // Keyed, so moving to another category starts afresh instead of showing the last one's listings meanwhile.
  return <CategoryView key={category.slug} category={category} />;
}

function CategoryView({ category }: { category: Category }) {
  // The same URL rules as the other lists: unreadable values fall back to the defaults, a new size starts again
  // from the first page (spec), defaults are left out of the address. A category page only pages.
  const { params, update, linkTo } = useListParams({ pagingOnly: true });
  const { pageSize } = params;
  const offers = useOffers(categoryListQuery(category.slug, params));
  const { data, isPlaceholderData } = offers;
  // No list top is marked, so a new page scrolls to the top of the page (spec).
  const { pageCount, pastTheEnd, changePage } = useListPaging({ data, isPlaceholderData, update });
  const intl = useIntl();
  const name = nameCategory(category.slug, intl);
  const blurb = describeCategory(category, intl);
  const total = data?.total;

  return (
    <PageContainer>
      <PageMeta title={name} description={blurb} />
      <BackButton className="mb-4" />
      <div className="flex items-start gap-4">
        <span className="hidden size-14 shrink-0 place-items-center rounded-xl bg-accent text-accent-foreground sm:grid">
          <CategoryIcon slug={category.slug} className="size-7" />
        </span>
        <div className="min-w-0 flex-1">
          <PageHeader title={name} description={blurb} />
          {total === undefined && offers.isPending ? <Skeleton className="mt-3 h-5 w-48" /> : null}
          {total ? (
            <p className="mt-3 text-sm font-medium">
              <FormattedMessage id="marketplace.category.listingCount" values={{ count: total }} />
            </p>
          ) : null}
        </div>
      </div>

      {offers.isError && !data ? (
        <div className="mt-8 flex flex-col items-start gap-3">
          <Alert tone="error">{readErrorMessage(offers.error, intl)}</Alert>
          <Button variant="outline" onClick={() => void offers.refetch()}>
            <FormattedMessage id="marketplace.category.tryAgain" />
          </Button>
        </div>
      ) : total === 0 ? (
        category.browse ? (
          <CategoryEmptyState category={category} />
        ) : (
          <CategoryComingSoon category={category} />
        )
      ) : (
        <CategoryListings
          data={data}
          pageSize={pageSize}
          pageCount={pageCount}
          columns={category.slug === 'pet-services' ? 3 : 4}
          updating={isPlaceholderData || pastTheEnd}
          onPageChange={changePage}
          hrefFor={(page) => linkTo({ page })}
          onPageSizeChange={(nextSize) => update({ pageSize: nextSize })}
        />
      )}

      <CategorySignupCta categoryName={name} />
    </PageContainer>
  );
}
