import { type RefObject, useRef } from 'react';

type AutoFocusHandler = (event: Event) => void;

/**
 * Focus handlers for a Radix dialog opened from a plain button rather than its own Trigger: Radix gives focus back
 * only to a Trigger, so without this a keyboard user who closes the dialog lands on the page's top. The element that
 * had focus as the dialog opened gets it back, when it is still on the page (a menu item that opened the dialog is
 * gone by then: `fallback` names what should have it instead, such as the menu's own button; without one Radix's
 * handling stands). Handlers given by the caller run first and may prevent this.
 */
export function useReturnFocus(
  handlers: { onOpenAutoFocus?: AutoFocusHandler; onCloseAutoFocus?: AutoFocusHandler },
  fallback?: RefObject<HTMLElement | null>,
) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Called before focus moves into the dialog: the active element is still what opened it, unless that has
      // gone already (a menu's item), which leaves focus on the body.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      const element = opener.current?.isConnected ? opener.current : fallback?.current;
      opener.current = null;
      if (event.defaultPrevented || !element?.isConnected) return;
      event.preventDefault();
      element.focus({ preventScroll: true });
    },
  };
}
