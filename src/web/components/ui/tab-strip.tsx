import { type ComponentProps, useEffect, useRef } from 'react';
import { Tabs } from 'radix-ui';
import { cn } from '#web/lib/cn.ts';

type TabStripProps = Omit<ComponentProps<typeof Tabs.List>, 'ref'> & {
  /** The active tab's value: when it changes, the strip brings that tab into view. */
  value: string;
};

/**
 * A row of tabs that scrolls sideways when they do not fit (the admin panel's ten on a phone) rather than wrapping
 * into a block. The active tab is brought into view when the page opens on it and whenever it changes, so the strip
 * never hides which tab is shown.
 */
export function TabStrip({ value, className, ...props }: TabStripProps) {
  const strip = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const active = strip.current?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (strip.current && active) revealTab(strip.current, active);
  }, [value]);

  return <Tabs.List ref={strip} className={cn('flex overflow-x-auto', className)} {...props} />;
}

/**
 * Centres a tab that is not wholly in view in its strip. Only the strip scrolls: scrollIntoView would scroll the
 * page down to the strip too. Measured on screen, so it holds for right-to-left pages as well.
 */
function revealTab(strip: HTMLElement, tab: HTMLElement) {
  const box = strip.getBoundingClientRect();
  const shown = tab.getBoundingClientRect();
  if (shown.left >= box.left && shown.right <= box.right) return;
  strip.scrollBy({ left: shown.left + shown.width / 2 - (box.left + box.width / 2) });
}
