import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { browseCategories } from '#shared/categories.ts';
import { paths } from '#web/app/paths.ts';
import { nameCategory } from '#web/components/category-names.ts';
import { CategoryIcon } from '#web/features/marketplace/components/category-icon.tsx';

const shownCount = 8;

/** A short row of category shortcuts under the featured services; the full overview is one link away. */
export function FeaturedCategories() {
  const headingId = useId();
  const intl = useIntl();
  return (
    <section aria-labelledby={headingId} className="border-t border-border bg-secondary/40">
      <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight">
            <FormattedMessage id="marketplace.featuredCategories.title" />
          </h2>
          <Link
            to={paths.exploreCategories()}
            className="inline-flex items-center gap-1 rounded-md font-medium text-primary hover:underline"
          >
            <FormattedMessage id="marketplace.featuredCategories.seeAll" />
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Link>
        </div>
        <ul className="mt-6 flex flex-wrap gap-3">
          {browseCategories.slice(0, shownCount).map((category) => (
            <li key={category.slug}>
              <Link
                to={paths.category(category.slug)}
                className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-4 py-2 text-sm font-medium transition hover:border-primary hover:text-primary"
              >
                <CategoryIcon slug={category.slug} className="size-4 text-accent-foreground" />
                {nameCategory(category.slug, intl)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
