import type { ReactNode, RefObject } from 'react';
import { DropdownMenu } from 'radix-ui';
import { cn } from '#web/lib/cn.ts';

// The highlight follows the pointer too; the inset ring (the house focus style, drawn inside the item so the menu's
// edge cannot clip it) is what tells a keyboard user where they are.
export const menuItemClasses =
  'flex w-full cursor-pointer items-center rounded-md px-3 py-2 text-sm select-none focus-visible:-outline-offset-2 data-[highlighted]:bg-secondary';

type MenuContentProps = {
  /**
   * Set to true by an item that opens a dialog: the dialog takes focus, so the menu must not pull it back to its
   * trigger as it closes.
   */
  openedDialogRef: RefObject<boolean>;
  className?: string;
  children: ReactNode;
};

/** The panel of a header dropdown menu, aligned to the trigger's end. */
export function MenuContent({ openedDialogRef, className, children }: MenuContentProps) {
  return (
    <DropdownMenu.Content
      align="end"
      sideOffset={8}
      onCloseAutoFocus={(event) => {
        if (openedDialogRef.current) event.preventDefault();
        openedDialogRef.current = false;
      }}
      className={cn('z-50 rounded-lg border border-border bg-card p-1 text-card-foreground shadow-lg', className)}
    >
      {children}
    </DropdownMenu.Content>
  );
}
