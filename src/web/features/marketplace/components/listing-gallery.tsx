import { type KeyboardEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { OfferImage } from '#web/features/marketplace/components/offer-image.tsx';
import { cn } from '#web/lib/cn.ts';

type ListingGalleryProps = { images: readonly string[]; title: string; categorySlug: string };

/**
 * The listing's pictures: one large, the others as thumbnails that show it. Thumbnails are buttons (Tab, Enter,
 * Space), and the arrow keys, Home and End move between them as in a toolbar.
 */
export function ListingGallery({ images, title, categorySlug }: ListingGalleryProps) {
  const [selected, setSelected] = useState(0);
  const intl = useIntl();
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[selected] ?? images[0] ?? null;

  const show = (index: number) => {
    const next = (index + images.length) % images.length;
    setSelected(next);
    thumbnails.current[next]?.focus();
  };

  const moveWithKeys = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target);
  };

  return (
    <div className="flex flex-col gap-3">
      {current ? (
        // The page's largest picture, which the server's HTML already preloads (page-meta.ts): fetched first.
        <img
          src={current}
          alt={
            images.length > 1
              ? intl.formatMessage(
                  { id: 'marketplace.listingGallery.pictureAlt' },
                  { title, index: selected + 1, count: images.length },
                )
              : title
          }
          fetchPriority="high"
          className="aspect-[4/3] w-full rounded-xl border border-border object-cover"
        />
      ) : (
        <OfferImage src={null} categorySlug={categorySlug} className="aspect-[4/3] w-full rounded-xl" />
      )}
      {images.length > 1 ? (
        <div
          role="toolbar"
          aria-label={intl.formatMessage({ id: 'marketplace.listingGallery.pictures' })}
          className="flex flex-wrap gap-2"
          onKeyDown={moveWithKeys}
        >
          {images.map((src, index) => (
            <button
              key={src}
              ref={(node) => {
                thumbnails.current[index] = node;
              }}
              type="button"
              aria-label={intl.formatMessage(
                { id: 'marketplace.listingGallery.showPicture' },
                { index: index + 1, count: images.length },
              )}
              aria-pressed={index === selected}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => setSelected(index)}
              className={cn(
                'size-16 overflow-hidden rounded-md border-2 outline-none focus-visible:ring-2 focus-visible:ring-ring',
                index === selected ? 'border-primary' : 'border-transparent opacity-70 hover:opacity-100',
              )}
            >
              <img src={src} alt="" className="size-full object-cover" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
