import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that took longest in CI (accessibility 345 s, steady screens 130 s, accessibility
 * states 129 s, startup 82 s, of a 17-minute run), then the rest of the browser and process suites.
 */
const LONGEST = [
  'tests/e2e/accessibility.test.ts',
  'tests/e2e/steady-screens.test.ts',
  'tests/e2e/accessibility-states.test.ts',
  'tests/process/startup.test.ts',
];
const SLOW_PROJECTS = ['e2e', 'process'];

function rank(spec: TestSpecification): number {
  const at = LONGEST.findIndex((file) => spec.moduleId.endsWith(file));
  if (at >= 0) return at;
  return SLOW_PROJECTS.includes(spec.project.name) ? LONGEST.length : LONGEST.length + 1;
}

/**
 * Vitest runs projects one after another, so CI ended with one worker on a long e2e or process
 * file while the other idled. Longest first, across projects, keeps both workers busy to the end.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i)
      .map((x) => x.spec);
  }
}
