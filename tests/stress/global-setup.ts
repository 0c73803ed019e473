import type { TestProject } from 'vitest/node';
import { buildOnce, seededDemoOnce } from '../seeded-demo';

/**
 * Crash and replica tests run the real server bundle as child processes. The process project
 * (not the stress suite, which runs on PostgreSQL) also gets a seeded PGlite demo to copy.
 */
export default async function setup(project: TestProject) {
  await buildOnce();
  if (project.name === 'process') project.provide('seededDataDir', await seededDemoOnce());
}
