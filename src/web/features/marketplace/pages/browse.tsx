import { useSearchParams } from 'react-router';
import { findCategoryBySlug } from '#shared/categories.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

export function BrowsePage() {
  const [searchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim() ?? '';
  const category = findCategoryBySlug(searchParams.get('category') ?? '');

  return (
    <PageContainer>
      <PageHeader
        title="Browse Services"
        description="Services offered by members of the community, paid in cash, Dragon Coins or trade."
      />
      {q || category ? (
        <p className="mt-4 text-lg font-medium">
          {q ? `Results for “${q}”` : 'Results'}
          {category ? ` in ${category.name}` : null}
        </p>
      ) : null}
    </PageContainer>
  );
}
