import { useState, type ChangeEvent } from 'react';
import { X } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '#web/components/ui/form-field.tsx';
import { describeError } from '#web/lib/form-errors.ts';
import { checkImageFile, useUploadImage } from '#web/lib/uploads.ts';

type ImagesFieldProps = {
  value: string[];
  onChange: (urls: string[]) => void;
  /** How many images the form takes. */
  max: number;
  error?: string | undefined;
  label?: string;
  /** Names each image for its alt text and remove button: 'Listing image 1'. */
  itemName?: string;
  /** Told when uploads start and end, so the form is not sent without the images still on their way. */
  onUploadingChange?: (uploading: boolean) => void;
};

/**
 * Several images through the upload pipeline (POST /api/uploads), each uploaded as soon as it is chosen (the server
 * checks and re-encodes it) and removable one by one. The form holds only the uploaded addresses, which is all a
 * listing or a dispute stores. Shared by listings and disputes, so it lives here.
 */
export function ImagesField({ value, onChange, max, error, label, itemName, onUploadingChange }: ImagesFieldProps) {
  const intl = useIntl();
  const uploadImage = useUploadImage();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);

  async function chooseFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // The same file may be chosen again after removing it.
    event.target.value = '';
    setUploadError(null);
    const room = max - value.length;
    if (files.length > room) setUploadError(intl.formatMessage({ id: 'components.imagesField.tooMany' }, { max }));
    const added: string[] = [];
    setUploading(Math.min(files.length, room));
    onUploadingChange?.(true);
    for (const file of files.slice(0, Math.max(room, 0))) {
      const problem = checkImageFile(file);
      if (problem) {
        setUploadError(intl.formatMessage({ id: problem }));
        continue;
      }
      try {
        added.push((await uploadImage.mutateAsync(file)).url);
      } catch (failure) {
        setUploadError(describeError(failure, intl.formatMessage({ id: 'components.imagesField.uploadFailed' })));
      }
    }
    setUploading(0);
    onUploadingChange?.(false);
    // Uploads are stored by their content: the same picture chosen twice is one image.
    if (added.length > 0) onChange([...new Set([...value, ...added])]);
  }

  return (
    <FormField
      label={label ?? <FormattedMessage id="components.imagesField.label" />}
      error={uploadError ?? error}
      hint={
        uploading > 0 ? (
          <FormattedMessage id="components.imagesField.uploading" values={{ count: uploading }} />
        ) : (
          <FormattedMessage id="components.imagesField.hint" />
        )
      }
    >
      {(field) => (
        <div className="flex flex-col gap-3">
          <input
            {...field}
            type="file"
            accept="image/*"
            multiple
            disabled={uploading > 0}
            onChange={(event) => void chooseFiles(event)}
            className="text-sm file:me-3 file:rounded-md file:border file:border-input file:bg-transparent file:px-3 file:py-1.5 file:text-sm file:font-medium hover:file:bg-secondary"
          />
          {value.length > 0 ? (
            <ul
              aria-label={intl.formatMessage({ id: 'components.imagesField.uploaded' })}
              className="flex flex-wrap gap-3"
            >
              {value.map((url, index) => (
                <li key={url} className="relative">
                  <img
                    src={url}
                    alt={intl.formatMessage(
                      { id: 'components.imagesField.alt' },
                      {
                        name: itemName ?? intl.formatMessage({ id: 'components.imagesField.itemName' }),
                        number: index + 1,
                      },
                    )}
                    className="size-24 rounded-md border border-border object-cover"
                  />
                  <button
                    type="button"
                    aria-label={intl.formatMessage({ id: 'components.imagesField.remove' }, { number: index + 1 })}
                    onClick={() => onChange(value.filter((kept) => kept !== url))}
                    className="absolute -end-2 -top-2 rounded-full border border-border bg-card p-1 text-muted-foreground shadow hover:text-foreground"
                  >
                    <X aria-hidden="true" className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
