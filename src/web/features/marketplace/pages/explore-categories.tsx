import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { browseCategories } from '#shared/categories.ts';
import { paths } from '#web/app/paths.ts';
import { nameCategory } from '#web/components/category-names.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { categoriesQuery, useCategories } from '#web/features/marketplace/api.ts';
import type { Prefetch } from '#web/app/prefetch.ts';
import { CategoryIcon } from '#web/features/marketplace/components/category-icon.tsx';

export function ExploreCategoriesPage() {
  const categories = useCategories();
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'marketplace.exploreCategories.title' });
  const description = intl.formatMessage({ id: 'marketplace.exploreCategories.description' });
  // The tiles are the fixed list of browse categories; the counts arrive with the server's response.
  const countsBySlug = new Map(categories.data?.map((category) => [category.slug, category.count]));

  return (
    <PageContainer>
      <PageMeta title={title} description={description} />
      <PageHeader title={title} description={description} />
      <ul
        aria-busy={categories.isPending}
        className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {browseCategories.map((category) => {
          const count = countsBySlug.get(category.slug);
          return (
            <li key={category.slug}>
              <Link to={paths.category(category.slug)} className="group block h-full rounded-xl">
                <Card className="flex h-full items-center gap-4 p-5 transition group-hover:border-primary group-hover:shadow-md">
                  <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground">
                    <CategoryIcon slug={category.slug} className="size-6" />
                  </span>
                  <span className="flex min-w-0 flex-col gap-1">
                    <span className="font-semibold group-hover:text-primary">{nameCategory(category.slug, intl)}</span>
                    {count !== undefined ? (
                      <span className="text-sm text-muted-foreground">
                        <FormattedMessage id="marketplace.exploreCategories.count" values={{ count }} />
                      </span>
                    ) : categories.isPending ? (
                      <Skeleton className="h-4 w-20" />
                    ) : null}
                  </span>
                </Card>
              </Link>
            </li>
          );
        })}
      </ul>
    </PageContainer>
  );
}

export const prefetchExploreCategories: Prefetch = ({ queryClient }) => queryClient.prefetchQuery(categoriesQuery);
