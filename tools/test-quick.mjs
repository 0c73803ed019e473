// `npm run test:quick`: the inner loop. The type-check and the lint of the changed files beside the
// unit tests and the component and API files that import what changed (vitest's `related`, by the
// module graph). "Changed" is the work tree against HEAD (staged, unstaged and new files); with a
// clean tree, the last commit. No e2e, process or PostgreSQL runs: `npm test` has those.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const SOURCE = /\.(ts|tsx|mjs)$/;

let touched = [...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')];
if (touched.length === 0) touched = git('diff', '--name-only', 'HEAD~1', 'HEAD');
// Every changed source file is linted; the e2e files get no `related` run (they need the built bundle).
const linted = [...new Set(touched)].filter((path) => SOURCE.test(path) && existsSync(path));
const changed = linted.filter((path) => !path.startsWith('tests/e2e/'));

function run(cmd, args, stdio = 'inherit') {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const vitest = ['vitest', '--config', 'tests/vitest.config.ts'];
const typecheck = run('npm', ['run', '-s', 'typecheck'], ['ignore', 'pipe', 'pipe']);
const lint =
  linted.length === 0
    ? Promise.resolve({ code: 0, output: [] })
    : run('npx', ['eslint', '--max-warnings', '0', ...linted], ['ignore', 'pipe', 'pipe']);
console.log(`test:quick: ${linted.length} changed source file(s)`);
const unit = await run('npx', [...vitest, 'run', '--project', 'unit']);
const related =
  changed.length === 0
    ? { code: 0 }
    : await run('npx', [
        ...vitest,
        'related',
        '--run',
        '--passWithNoTests',
        '--project',
        'components',
        '--project',
        'components-isolated',
        '--project',
        'api',
        ...changed,
      ]);
const checked = await typecheck;
if (checked.code !== 0) {
  process.stdout.write(Buffer.concat(checked.output));
  console.error('type-check failed');
}
const linting = await lint;
if (linting.code !== 0) {
  process.stdout.write(Buffer.concat(linting.output));
  console.error('lint failed');
}
process.exit(unit.code || related.code || checked.code || linting.code);
