import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { pathAliases, root } from './path-aliases.ts';
import { LongFirstSequencer } from './long-first-sequencer.ts';
import { postgresFileGlobs } from './api/postgres-set.ts';

const pg = process.env.TEST_DATABASE_URL;
// In CI the PostgreSQL run is the one that proves races and replicas: never let it be skipped.
if (process.env.CI && !pg) throw new Error('CI needs TEST_DATABASE_URL: the API suite must also run on PostgreSQL');

/**
 * Component files that need modules of their own: those that mock a module, and those that test a
 * module's first use (a cache filled once). They run isolated; the rest share one module graph per
 * worker, as the API files do.
 */
const FIRST_USE = ['warm-intl.test.tsx'];
const MOCKS = /\bvi\.(mock|doMock|resetModules)\(/;
const componentsDir = join(root, 'tests/components');
const isolatedComponents = readdirSync(componentsDir)
  .filter((f) => f.endsWith('.test.tsx'))
  .filter((f) => FIRST_USE.includes(f) || MOCKS.test(readFileSync(join(componentsDir, f), 'utf8')))
  .map((f) => `tests/components/${f}`);

/**
 * Projects: pure logic, React components in happy-dom, the API over HTTP on PGlite (and its
 * PostgreSQL set again on PostgreSQL when TEST_DATABASE_URL is set: api/postgres-set.ts), and the
 * e2e suite in a real Chromium.
 */
export default defineConfig({
  root,
  resolve: { alias: pathAliases },
  test: {
    reporters: ['default'],
    // Two files at a time: the suites mostly wait on databases, servers and Chromium, and one at a
    // time (the default on a 2-core machine) left CI past its 20 minutes. Three were no faster
    // (915 against 869 s on a clean clone): past two, the files wait on the cores.
    maxWorkers: 2,
    sequence: { sequencer: LongFirstSequencer },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      // Files of the components and API projects share their worker's modules (isolate: false):
      // each file importing the console or the server afresh was 85 of the API project's 249 s, and
      // every test resets what it uses (a fresh database per file, the client's stores per render).
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          exclude: isolatedComponents,
          environment: 'happy-dom',
          setupFiles: ['tests/components/setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'components-isolated',
          include: isolatedComponents,
          environment: 'happy-dom',
          setupFiles: ['tests/components/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      ...(pg
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-postgres',
                include: postgresFileGlobs,
                environment: 'node',
                isolate: false,
                env: { TEST_DB: 'postgres' },
                globalSetup: ['tests/api/global-setup.ts'],
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/stress/global-setup.ts'],
          setupFiles: ['tests/stress/kill-started.ts'],
          env: { TEST_DATABASE_URL: pg ?? 'postgres://postgres@127.0.0.1:5432/test' },
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // As the API files: an e2e file keeps nothing in its modules (each starts its own server
          // and browser context), and importing playwright and the helpers afresh for each of the
          // 37 files cost ~2 s a file (six files: 143 → 131 s).
          isolate: false,
          globalSetup: ['tests/e2e/global-setup.ts'],
          // A poll waits on a page being drawn in a browser that shares two cores with a server:
          // vitest's default second ran out under load while the page was still on its way.
          expect: { poll: { timeout: 10_000 } },
          // Most files take 10–90 s; with the machine busy with other work (load 15 on two cores)
          // the keyboard walks took over 120 s while passing every step.
          testTimeout: 300_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
