import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Avatar } from '#web/components/avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { checkImageFile } from '#web/lib/uploads.ts';

type PicturePickerProps = {
  label: string;
  /** Shown for the initials when there is no picture. */
  name: string;
  /** The picture already saved, if any. */
  currentUrl: string | null;
  onFileChange: (file: File | null) => void;
};

/** Chooses one image, checked on the device (type, 5 MB) and previewed before anything is uploaded. */
export function PicturePicker({ label, name, currentUrl, onFileChange }: PicturePickerProps) {
  const intl = useIntl();
  const id = useId();
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  // The preview is a blob: address that must be released, or every chosen file stays in memory.
  const previewRef = useRef<string | null>(null);

  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  function showPreview(file: File | null) {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = file ? URL.createObjectURL(file) : null;
    setPreviewUrl(previewRef.current);
  }

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return;
    const problem = checkImageFile(chosen);
    setError(problem ? intl.formatMessage({ id: problem }) : null);
    showPreview(problem ? null : chosen);
    onFileChange(problem ? null : chosen);
    // The same file may be chosen again after removing it.
    event.target.value = '';
  }

  function removeFile() {
    setError(null);
    showPreview(null);
    onFileChange(null);
    inputRef.current?.focus();
  }

  const shownUrl = previewUrl ?? currentUrl;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-4">
        {shownUrl ? (
          <img
            src={shownUrl}
            alt={intl.formatMessage({ id: 'accounts.picturePicker.preview' })}
            className="size-16 shrink-0 rounded-full object-cover"
          />
        ) : (
          <Avatar name={name} src={null} className="size-16 text-lg" />
        )}
        <div className="flex min-w-0 flex-col gap-2">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept="image/*"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={chooseFile}
            className="text-sm file:me-3 file:rounded-md file:border file:border-input file:bg-transparent file:px-3 file:py-1.5 file:text-sm file:font-medium hover:file:bg-secondary"
          />
          {previewUrl ? (
            <Button variant="link" className="self-start text-sm" onClick={removeFile}>
              <FormattedMessage id="accounts.picturePicker.remove" />
            </Button>
          ) : null}
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        <FormattedMessage id="accounts.picturePicker.hint" />
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
