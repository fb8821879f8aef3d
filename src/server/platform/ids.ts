// Row ids are UUIDs. Text that is not one must never reach a uuid column: PostgreSQL would reject it with an error
// (a 500), where the caller means "no such thing".
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
