import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts'],
    // Each file gets its own database; files run in parallel workers, tests inside a file in order.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
