import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Dialog, DialogContent, DialogTitle } from '#web/components/ui/dialog.tsx';

type ImageThumbnailsProps = {
  urls: readonly string[];
  /** Names each picture: 'Picture 1 from Maya Chen'. */
  describe: (index: number) => string;
};

/** Small pictures that each open full size in a dialog, so a case's evidence is read without leaving the page. */
export function ImageThumbnails({ urls, describe }: ImageThumbnailsProps) {
  const [open, setOpen] = useState<number | null>(null);
  const intl = useIntl();
  if (urls.length === 0) return null;
  const shown = open === null ? undefined : urls[open];
  return (
    <>
      <ul aria-label={intl.formatMessage({ id: 'components.imageThumbnails.label' })} className="flex flex-wrap gap-2">
        {urls.map((url, index) => (
          <li key={url}>
            <button
              type="button"
              aria-label={intl.formatMessage(
                { id: 'components.imageThumbnails.openFullSize' },
                { name: describe(index) },
              )}
              onClick={() => setOpen(index)}
              className="block overflow-hidden rounded-md border border-border hover:opacity-90"
            >
              <img src={url} alt="" loading="lazy" decoding="async" className="size-20 object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={shown !== undefined} onOpenChange={(next) => (next ? null : setOpen(null))}>
        <DialogContent className="max-w-4xl">
          <DialogTitle>{open === null ? '' : describe(open)}</DialogTitle>
          {shown ? (
            <img
              src={shown}
              alt={describe(open ?? 0)}
              className="mt-4 max-h-[75dvh] w-full rounded-md object-contain"
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
