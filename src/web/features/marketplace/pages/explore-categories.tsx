import { Link } from 'react-router';
import { browseCategories } from '#shared/categories.ts';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { CategoryIcon } from '#web/features/marketplace/components/category-icon.tsx';

export function ExploreCategoriesPage() {
  return (
    <PageContainer>
      <PageHeader title="Browse All Categories" description="Find the help you need, sorted by the kind of service." />
      <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {browseCategories.map((category) => (
          <li key={category.slug}>
            <Link to={paths.category(category.slug)} className="group block h-full rounded-xl">
              <Card className="flex h-full items-center gap-4 p-5 transition group-hover:border-primary group-hover:shadow-md">
                <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground">
                  <CategoryIcon slug={category.slug} className="size-6" />
                </span>
                <span className="font-semibold group-hover:text-primary">{category.name}</span>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
