import { Link, Navigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { findCategoryBySlug } from '#shared/categories.ts';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { CategoryIcon } from '#web/features/marketplace/components/category-icon.tsx';

export function CategoryPage() {
  const { slug = '' } = useParams();
  const category = findCategoryBySlug(slug);

  // Only the 22 known categories have a page; any other slug is an unknown path, which leads home.
  if (!category) return <Navigate to={paths.home()} replace />;

  return (
    <PageContainer>
      <Link
        to={paths.exploreCategories()}
        className="mb-6 inline-flex items-center gap-2 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Browse All Categories
      </Link>
      <div className="flex items-start gap-4">
        <span className="grid size-14 shrink-0 place-items-center rounded-xl bg-accent text-accent-foreground">
          <CategoryIcon slug={category.slug} className="size-7" />
        </span>
        <PageHeader
          title={category.name}
          description={`Services offered by members in ${category.name}.`}
          className="flex-1"
        />
      </div>
    </PageContainer>
  );
}
