// Runs the static checks beside a command (the test suite): `node tools/checks-beside.mjs vitest run …`.
// The type-check (~10 s) and the format check (~15 s) run beside the suite instead of before it.
// Their output is held and printed after the command's, so nothing interleaves; the exit
// code is the command's, or the first failed check's when only checks failed. The lint is not among
// them: type-aware, it takes ~100 s of CPU, and a run on two cores is bound by CPU from its first
// second to its last, so every check beside the suite lengthens it by what it computes. CI runs the
// lint as a phase of its own (.ci/run) and `npm run test:quick` lints the files that changed.
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node tools/checks-beside.mjs <command> [args…]');
  process.exit(2);
}

const CHECKS = [
  ['type-check', 'npm', ['run', '-s', 'typecheck']],
  [
    'format check',
    'npx',
    ['prettier', '--check', '--log-level', 'warn', 'src', 'tests', 'tools', 'docs', 'build.mjs', 'eslint.config.mjs'],
  ],
];

/**
 * How long a check may take before it is taken as hung (the two together took ~25 s on a quiet
 * machine). The format check once sat asleep for 20 minutes with a source file open and
 * its read never answered, which would have held CI until its own limit. A hung check is killed
 * with its process group and run once more, and the run says so.
 */
const CHECK_MS = Number(process.env.CHECKS_BESIDE_MINUTES ?? 15) * 60_000;

/** Runs a command to its end; with `limitMs`, in a process group of its own that is killed at the limit. */
function run(cmd, cmdArgs, stdio, limitMs) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { stdio, shell: false, detached: limitMs !== undefined });
    const output = [];
    let hung = false;
    const timer =
      limitMs &&
      setTimeout(() => {
        hung = true;
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Gone already: its close is on its way.
        }
      }, limitMs);
    const end = (code) => {
      clearTimeout(timer);
      resolve({ code, hung, output });
    };
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (err) => {
      output.push(Buffer.from(`${err.message}\n`));
      end(1);
    });
    child.on('close', (code, signal) => end(code ?? (signal ? 1 : 0)));
  });
}

/** A check's result; a hung run is replaced by a second one, and `said` tells of it. */
async function check([name, cmd, cmdArgs]) {
  const first = await run(cmd, cmdArgs, ['ignore', 'pipe', 'pipe'], CHECK_MS);
  if (!first.hung) return { name, ...first };
  const again = await run(cmd, cmdArgs, ['ignore', 'pipe', 'pipe'], CHECK_MS);
  const outcome = again.hung ? 'hung again' : `ended with code ${again.code}`;
  return {
    name,
    ...again,
    said: `${name} did not end in ${CHECK_MS / 60_000} min and was killed; run again, it ${outcome}\n`,
  };
}

const checks = CHECKS.map(check);
const suite = await run(command, args, 'inherit');
const done = await Promise.all(checks);
for (const c of done) if (c.said) process.stderr.write(c.said);
const failed = done.filter((c) => c.code !== 0);

for (const c of failed) {
  process.stdout.write(Buffer.concat(c.output));
  console.error(`${c.name} failed (exit code ${c.code})`);
}
process.exit(suite.code !== 0 ? suite.code : (failed[0]?.code ?? 0));
