import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { runBuiltServer } from './run-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory the built server has migrated and seeded with the demo, then left. */
    seededDataDir: string;
  }
}

/**
 * The e2e suite runs against the real bundle, so it builds once before any test. It also seeds
 * the demo once: every server of the suite starts on a copy of that directory, since seeding
 * costs ~25 s of CPU per start and the suite starts over twenty servers.
 */
export default async function setup(project: TestProject) {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  execFileSync(process.execPath, ['build.mjs', '--quiet'], { cwd: root, stdio: 'inherit' });
  const seeded = mkdtempSync(join(tmpdir(), 'bo-e2e-seeded-'));
  const server = await runBuiltServer(seeded, {}, 300);
  await server.stop();
  project.provide('seededDataDir', seeded);
  return () => rmSync(seeded, { recursive: true, force: true });
}
