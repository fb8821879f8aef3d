import { CategoryIcon } from '#web/features/marketplace/components/category-icon.tsx';
import { cn } from '#web/lib/cn.ts';

type OfferImageProps = {
  src: string | null;
  categorySlug: string;
  className?: string;
  /**
   * The picture most likely to be the page's largest in view (the first card of a list, a listing's own): fetched
   * at once and ahead of the others, not when layout finds it in view, since it decides when the page looks loaded.
   */
  priority?: boolean;
};

/**
 * A listing's picture, or the default picture (the category's icon on a tinted ground) when it has none.
 * Decorative: the title is always written beside it.
 */
export function OfferImage({ src, categorySlug, className, priority = false }: OfferImageProps) {
  if (src) {
    return (
      <img
        src={src}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className={cn('object-cover', className)}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={cn(
        'grid place-items-center bg-gradient-to-br from-accent to-secondary text-accent-foreground',
        className,
      )}
    >
      <CategoryIcon slug={categorySlug} className="size-1/4 max-h-16 max-w-16 opacity-70" />
    </div>
  );
}
