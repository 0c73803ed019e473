import { defineConfig } from 'vitest/config';
import { pathAliases, root } from './path-aliases.ts';

// The global setups run in this process and read it: the migrated template database goes on the
// same cluster as the tests' databases.
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

/**
 * `npm run test:stress`: bad input, auth abuse, database loss, crashes, replicas and load against
 * the real server. Sizes come from STRESS_* variables; CI runs them reduced.
 */
export default defineConfig({
  root,
  resolve: { alias: pathAliases },
  test: {
    include: ['tests/stress/**/*.test.ts'],
    environment: 'node',
    // The API harness's files (auth-abuse, bad-input) start from the migrated template database.
    globalSetup: ['tests/stress/global-setup.ts', 'tests/api/global-setup.ts'],
    setupFiles: ['tests/stress/kill-started.ts'],
    env: {
      TEST_DB: process.env.TEST_DB ?? 'postgres',
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
    },
    testTimeout: 300_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
