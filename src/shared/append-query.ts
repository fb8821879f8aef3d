export type QueryValue = string | number | undefined;

/** The path with the query's set values (unset and empty ones left out), in the order the object lists them. */
export function appendQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
