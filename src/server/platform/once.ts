/** A load started the first time it is asked for; every later ask shares that one promise. */
export function once<T>(start: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () => (started ??= start());
}
