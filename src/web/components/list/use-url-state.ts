import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type UrlCodec, writeUrlState } from '#web/components/list/url-state.ts';

export type UrlStateChangeOptions = {
  /** Replace the current history entry instead of adding one (search typing, the layout switch). */
  replace?: boolean;
};

export type UpdateUrlState<State> = (change: Partial<State>, options?: UrlStateChangeOptions) => void;

type LastWrite = { renderedWith: string; written: URLSearchParams };

/** A list's state, read from and written to the address through its codec (memoise the codec). */
export function useUrlState<State>(codec: UrlCodec<State>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => codec.parse(searchParams), [codec, searchParams]);
  // The router renders a navigation as a transition, so on a busy phone a second change (a sort, then a price) can
  // come before the first one is on screen; it must build on the first, not on the address still rendered.
  const lastWrite = useRef<LastWrite | null>(null);
  useEffect(() => {
    // Once another address is on screen (ours, or Back), it is the one to build on.
    if (lastWrite.current?.renderedWith !== searchParams.toString()) lastWrite.current = null;
  }, [searchParams]);

  const update = useCallback<UpdateUrlState<State>>(
    (change, { replace = false } = {}) => {
      const rendered = searchParams.toString();
      const base = lastWrite.current?.renderedWith === rendered ? lastWrite.current.written : searchParams;
      const next = writeUrlState(base, codec, change);
      // A change to the same state would add a history entry that Back seems to skip.
      if (next.toString() === base.toString()) return;
      lastWrite.current = { renderedWith: rendered, written: next };
      setSearchParams(next, { replace });
    },
    [codec, searchParams, setSearchParams],
  );

  /** The address (its query string) after `change`, for a link to that state. */
  const linkTo = useCallback(
    (change: Partial<State>) => `?${writeUrlState(searchParams, codec, change).toString()}`,
    [codec, searchParams],
  );

  return { state, update, linkTo };
}
