// A list's state kept in the address, described once per list by a codec: which keys it owns, how a state is read
// from an address (every bad value falling back to its default) and written to one (defaults left out), and what a
// change does (a new search or filter starts again at page 1). The page's other keys (a tab) are kept.

export type UrlCodec<State> = {
  keys: readonly string[];
  parse: (search: URLSearchParams) => State;
  build: (state: State) => URLSearchParams;
  apply: (current: State, change: Partial<State>) => State;
};

/** The address after `change`: the codec's keys rewritten, every other key left as it was. */
export function writeUrlState<State>(
  search: URLSearchParams,
  codec: UrlCodec<State>,
  change: Partial<State>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of codec.keys) next.delete(key);
  for (const [key, value] of codec.build(codec.apply(codec.parse(search), change))) next.set(key, value);
  return next;
}
