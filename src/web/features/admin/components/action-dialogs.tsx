import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '#web/components/ui/alert.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ReasonDialog as SharedReasonDialog } from '#web/components/reason-dialog.tsx';
import { readSuspensionReason } from '#web/components/suspension-reason.ts';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { describeError } from '#web/lib/form-errors.ts';
import { toast } from '#web/lib/toast.ts';

/**
 * Runs an admin action and says so when it fails, in the server's words (the spec only logs these failures; an
 * admin who clicked a button needs to know it did nothing). `fallback`: what to say when the server gave no reason,
 * in the page's language.
 */
export async function runAction(action: () => Promise<unknown>, fallback: string): Promise<boolean> {
  try {
    await action();
    return true;
  } catch (error) {
    toast.error(describeError(error, fallback));
    return false;
  }
}

// The spec's 'Are you sure you want to delete this {type}?', by what is deleted.
const deleteQuestions = {
  user: 'admin.deleteDialog.userQuestion',
  offer: 'admin.deleteDialog.offerQuestion',
  feedback: 'admin.deleteDialog.feedbackQuestion',
} as const;

type DeleteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  type: keyof typeof deleteQuestions;
  /** The spec's 'Confirm Deletion' unless given (feedback names its entry). */
  title?: string;
  onConfirm: () => void;
};

/** The spec's deletion dialog. */
export function DeleteDialog({ open, onOpenChange, type, title, onConfirm }: DeleteDialogProps) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title ?? intl.formatMessage({ id: 'admin.deleteDialog.title' })}
      description={
        <>
          <FormattedMessage id={deleteQuestions[type]} />{' '}
          <span className="block">
            <FormattedMessage id="admin.deleteDialog.cannotUndo" />
          </span>
        </>
      }
      confirmLabel={intl.formatMessage({ id: 'admin.deleteDialog.delete' })}
      destructive
      onConfirm={onConfirm}
    />
  );
}

type ReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /**
   * The server's default reason (a suspension's 'Admin action'): filled in at first in the page's language, and sent
   * as the server has it when left as it is or emptied, so each reader reads it in their own language.
   */
  defaultReason?: string;
  /** The message shown when the reason is required and left blank. */
  requiredMessage?: string;
  /** Resolves true when the action succeeded; the dialog then closes. */
  onSubmit: (reason: string) => Promise<boolean>;
};

/** Asks for the reason behind a suspension or a rejection before acting. */
export function ReasonDialog({ open, ...props }: ReasonDialogProps) {
  // Mounted only while open, so each opening starts from the default reason.
  return open ? <ReasonForm {...props} /> : null;
}

function ReasonForm({
  onOpenChange,
  title,
  description,
  confirmLabel,
  defaultReason = '',
  requiredMessage,
  onSubmit,
}: Omit<ReasonDialogProps, 'open'>) {
  const fieldId = useId();
  const intl = useIntl();
  const shownDefault = readSuspensionReason(defaultReason, intl);
  const [written, setReason] = useState<string | null>(null);
  const reason = written ?? shownDefault;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (requiredMessage && !reason.trim()) {
      setError(requiredMessage);
      return;
    }
    setBusy(true);
    const given = reason.trim();
    const done = await onSubmit(given && given !== shownDefault ? given : defaultReason);
    setBusy(false);
    if (done) onOpenChange(false);
  };

  return (
    <SharedReasonDialog
      open
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      onSubmit={(event) => void submit(event)}
      cancelLabel="Cancel"
      submitLabel={confirmLabel}
      busy={busy}
    >
      <label htmlFor={fieldId} className="text-sm font-medium">
        <FormattedMessage id="admin.reasonDialog.reason" />
      </label>
      <Textarea
        id={fieldId}
        value={reason}
        maxLength={1000}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
    </SharedReasonDialog>
  );
}
