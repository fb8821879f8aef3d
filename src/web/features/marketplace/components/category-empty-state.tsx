import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { House } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import type { Category } from '#shared/categories.ts';
import { paths } from '#web/app/paths.ts';
import { useCategoryName } from '#web/components/category-names.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { CategoryIcon } from '#web/features/marketplace/components/category-icon.tsx';
import { CategoryNotifyButton } from '#web/features/marketplace/components/category-notify-button.tsx';

type CategoryEmptyStateProps = { category: Category };

function EmptyPanel({ children }: { children: ReactNode }) {
  return <Card className="mt-8 flex flex-col items-center gap-4 px-6 py-14 text-center">{children}</Card>;
}

function PanelIcon({ slug }: { slug: string }) {
  return (
    <span className="grid size-16 place-items-center rounded-full bg-accent text-accent-foreground">
      <CategoryIcon slug={slug} className="size-8" />
    </span>
  );
}

/** A browse category (one offered on the listing form) that has no approved listing yet. */
export function CategoryEmptyState({ category }: CategoryEmptyStateProps) {
  const nameCategory = useCategoryName();
  return (
    <EmptyPanel>
      <PanelIcon slug={category.slug} />
      <h2 className="text-xl font-semibold">
        <FormattedMessage id="marketplace.categoryEmpty.title" />
      </h2>
      <p className="max-w-md text-muted-foreground text-pretty">
        <FormattedMessage id="marketplace.categoryEmpty.text" values={{ category: nameCategory(category.slug) }} />
      </p>
      <CategoryNotifyButton category={category} />
    </EmptyPanel>
  );
}

/** One of the eight categories members cannot list in yet (spec: the 'coming soon' pages). */
export function CategoryComingSoon({ category }: CategoryEmptyStateProps) {
  const nameCategory = useCategoryName();
  return (
    <EmptyPanel>
      <PanelIcon slug={category.slug} />
      <Badge variant="accent">
        <FormattedMessage id="marketplace.categoryComingSoon.badge" />
      </Badge>
      <h2 className="text-xl font-semibold">
        <FormattedMessage
          id="marketplace.categoryComingSoon.title"
          values={{ category: nameCategory(category.slug) }}
        />
      </h2>
      <p className="text-sm font-medium text-muted-foreground">
        <FormattedMessage id="marketplace.categoryComingSoon.noResults" />
      </p>
      <p className="max-w-md text-muted-foreground text-pretty">
        <FormattedMessage id="marketplace.categoryComingSoon.text" />
      </p>
      <CategoryNotifyButton category={category} />
      <Button asChild variant="outline">
        <Link to={paths.home()}>
          <House aria-hidden="true" />
          <FormattedMessage id="marketplace.categoryComingSoon.backHome" />
        </Link>
      </Button>
    </EmptyPanel>
  );
}
