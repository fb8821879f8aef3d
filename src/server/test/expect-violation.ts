import { expect } from 'vitest';

/** Asserts that a write failed on one named constraint, not on any error at all. */
export async function expectViolation(write: Promise<unknown>, constraint: string): Promise<void> {
  const error = await write.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `expected a violation of ${constraint}`).toBeInstanceOf(Error);
  const cause = (error as { cause?: { constraint?: string; message?: string } }).cause;
  expect(cause?.constraint ?? cause?.message ?? String(error)).toContain(constraint);
}
