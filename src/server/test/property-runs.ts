// Property tests run their own count of runs by default (what CI runs); PROPERTY_RUNS_FACTOR multiplies every count
// and the time allowed for it, so `npm run test:deep` explores ten times as many sequences without editing a test.
const factor = readFactor(process.env.PROPERTY_RUNS_FACTOR);

function readFactor(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`PROPERTY_RUNS_FACTOR must be a whole number >= 1`);
  return parsed;
}

/** The number of runs for a property whose default count is `runs`. */
export const propertyRuns = (runs: number): number => runs * factor;

/** The timeout of a test whose runs take at most `ms` at the default count. */
export const propertyTimeout = (ms: number): number => ms * factor;
