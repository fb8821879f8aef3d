import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The open tab of a tab strip kept in the address (`?tab=`; the first tab has none), so Back and links return to it,
 * and the handler for Radix Tabs' `onValueChange`. Opening a tab starts afresh: its page and filters are dropped.
 */
export function useAddressTab<Tab extends string>(tabs: readonly Tab[]): [Tab, (value: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [defaultTab] = tabs;
  if (!defaultTab) throw new Error('useAddressTab needs at least one tab');
  const requested = searchParams.get('tab');
  const tab = tabs.find((value) => value === requested) ?? defaultTab;

  // Radix activates a tab on mouse down and again as it takes focus, before the first change is on screen: the
  // second call would add a second history entry, and Back would seem to do nothing.
  const opening = useRef<string>(tab);
  useEffect(() => {
    opening.current = tab;
  }, [tab]);
  const openTab = (value: string) => {
    if (value === opening.current) return;
    opening.current = value;
    setSearchParams(value === defaultTab ? {} : { tab: value });
  };
  return [tab, openTab];
}
