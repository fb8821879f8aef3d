// The dialog that asks why before an action (cancelling a deal, reporting a message, opening a dispute, an admin's
// rejection or suspension): what will happen, the fields, a failure above them, then Back and the action. Callers
// keep their own fields and calls; the layout is here.
import { type FormEventHandler, type ReactNode, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';

/** A reason dialog's open state; closing it clears the form and its last failure, so it opens afresh. */
export function useReasonDialogOpen(form: { reset: () => void; setFormError: (message: null) => void }) {
  const [open, setOpen] = useState(false);
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset();
      form.setFormError(null);
    }
  };
  return [open, changeOpen] as const;
}

type ReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog, when it has one of its own. */
  trigger?: ReactNode;
  title: string;
  description: ReactNode;
  /** The form's accessible name, where one is given. */
  formLabel?: string;
  className?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  formError?: string | null;
  /** Which words the button that closes the dialog shows, in the page's language. */
  cancelLabel: 'Back' | 'Cancel';
  submitLabel: string;
  /** The submit button's words while the action runs; the submit label unless given. */
  busyLabel?: string;
  busy: boolean;
  /** Disables the submit for a reason of the fields' own (an upload still running). */
  submitDisabled?: boolean;
  destructive?: boolean;
  children: ReactNode;
};

export function ReasonDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  formLabel,
  className,
  onSubmit,
  formError,
  cancelLabel,
  submitLabel,
  busyLabel = submitLabel,
  busy,
  submitDisabled = false,
  destructive = true,
  children,
}: ReasonDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger}
      <DialogContent className={className}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form noValidate onSubmit={onSubmit} aria-label={formLabel} className="mt-4 flex flex-col gap-4">
          <FormError message={formError} />
          {children}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              <FormattedMessage
                id={cancelLabel === 'Back' ? 'components.reasonDialog.back' : 'components.reasonDialog.cancel'}
              />
            </Button>
            <Button type="submit" variant={destructive ? 'destructive' : 'primary'} disabled={busy || submitDisabled}>
              {busy ? busyLabel : submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
