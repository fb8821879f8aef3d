// Prints one closing line for the whole suite from the Vitest and Playwright JSON reports:
// "Tests: N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const totals = { passed: 0, failed: 0, skipped: 0 };

const vitest = read('.tmp/results/vitest.json');
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = read('.tmp/results/playwright.json');
if (playwright) {
  totals.passed += playwright.stats.expected;
  totals.failed += playwright.stats.unexpected + playwright.stats.flaky;
  totals.skipped += playwright.stats.skipped;
}
if (!vitest || !playwright)
  console.log(`(missing report: ${!vitest ? 'vitest ' : ''}${!playwright ? 'playwright' : ''})`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || !vitest || !playwright ? 1 : 0);
