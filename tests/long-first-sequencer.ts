import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The suite's longest files in CI (seconds, from a clean-clone run), and the
 * projects whose files are long. Started first, they run beside the many short files instead of
 * after them; last, one of them once kept a worker busy for 76 s while the other had nothing left,
 * and the whole run is held to 20 minutes. A clean clone has no timings of its own to sort by.
 */
const SECONDS: Record<string, number> = {
  'tests/e2e/accessibility.test.ts': 101,
  'tests/e2e/accessibility-dark.test.ts': 91,
  'tests/e2e/accessibility-states.test.ts': 69,
  'tests/process/startup.test.ts': 68,
  'tests/e2e/steady-screens.test.ts': 66,
  'tests/process/simulate.test.ts': 54,
  'tests/e2e/login-enter-early.test.ts': 37,
  'tests/api/seed.test.ts': 35,
  'tests/process/backup-restore.test.ts': 30,
};
const PROJECTS = ['e2e', 'process', 'api', 'api-postgres', 'components', 'components-isolated', 'unit'];

const weight = (spec: TestSpecification) =>
  Object.entries(SECONDS).find(([path]) => spec.moduleId.endsWith(path))?.[1] ?? 0;
const projectRank = (spec: TestSpecification) => {
  const rank = PROJECTS.indexOf(spec.project.name);
  return rank < 0 ? PROJECTS.length : rank;
};

/** The long files first, then project by project with the short ones (unit tests) last. */
export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => weight(b.spec) - weight(a.spec) || projectRank(a.spec) - projectRank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
