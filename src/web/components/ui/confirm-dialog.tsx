import type { ReactNode, RefObject } from 'react';
import { AlertDialog } from 'radix-ui';
import { FormattedMessage } from 'react-intl';
import { Button } from '#web/components/ui/button.tsx';
import { useReturnFocus } from '#web/components/ui/return-focus.ts';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => void;
  /** Gets focus back when the dialog closes if what opened it has gone (a menu item, say). */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

// Spec: confirm dialogs precede delete, accept, decline, sign out and user delete. An alert dialog cannot be
// dismissed by clicking outside, so the choice is always deliberate; focus starts on Cancel, the safe answer.
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  returnFocusTo,
}: ConfirmDialogProps) {
  // Opened from a plain button, not a Trigger: focus goes back to that button when the dialog closes.
  const returnFocus = useReturnFocus({}, returnFocusTo);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <AlertDialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">
                {cancelLabel ?? <FormattedMessage id="components.confirmDialog.cancel" />}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
