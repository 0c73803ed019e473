import { defineConfig } from 'vitest/config';
import { pathAliases, root } from './path-aliases';

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
    globalSetup: ['tests/stress/global-setup.ts'],
    env: {
      TEST_DB: process.env.TEST_DB ?? 'postgres',
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
    testTimeout: 300_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
