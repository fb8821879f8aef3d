import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type UrlCodec, writeUrlState } from '#web/components/list/url-state.ts';

export type UrlStateChangeOptions = {
  /** Replace the current history entry instead of adding one (search typing, the layout switch). */
  replace?: boolean;
};

export type UpdateUrlState<State> = (change: Partial<State>, options?: UrlStateChangeOptions) => void;

/** A list's state, read from and written to the address through its codec (memoise the codec). */
export function useUrlState<State>(codec: UrlCodec<State>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => codec.parse(searchParams), [codec, searchParams]);

  const update = useCallback<UpdateUrlState<State>>(
    (change, { replace = false } = {}) => {
      const next = writeUrlState(searchParams, codec, change);
      // A change to the same state would add a history entry that Back seems to skip.
      if (next.toString() === searchParams.toString()) return;
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
