import { lazy } from 'react';
import { LazyBoundary } from '#web/components/lazy-boundary.tsx';

// Decorative, so it may arrive after the page: the 22 category icons would push the home page's first load past its
// budget (decision 014). The placeholder takes the icon's size, so nothing moves when it comes.
const CategoryIconSet = lazy(() => import('./category-icon-set.tsx').then((m) => ({ default: m.CategoryIconSet })));

export function CategoryIcon({ slug, className }: { slug: string; className?: string }) {
  return (
    <LazyBoundary fallback={<span aria-hidden="true" className={className} />}>
      <CategoryIconSet slug={slug} className={className} />
    </LazyBoundary>
  );
}
