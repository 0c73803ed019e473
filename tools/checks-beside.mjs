// Runs the static checks beside a command (the test suite): `node tools/checks-beside.mjs vitest run …`.
// The suite leaves part of two cores idle while it waits on databases, servers and Chromium; the
// type-check (~10 s), the format check (~15 s) and the lint (type-aware, about a minute) fit in that
// room instead of before it. Their output is held and printed after the command's, so nothing
// interleaves; the exit code is the command's, or the first failed check's when only checks failed.
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
  ['lint', 'npm', ['run', '-s', 'lint']],
];

/**
 * How long a check may take before it is taken as hung: ten times the longest seen on a busy
 * machine. The format check once sat idle for 20 minutes with a source file open and its read never
 * answered (the process asleep in epoll, its thread pool idle), which would have held CI until its
 * own limit. A hung check is killed with its process group and run once more, alone, and both are
 * reported.
 */
const CHECK_MINUTES = Number(process.env.CHECKS_BESIDE_MINUTES ?? 15);

function run(cmd, cmdArgs, stdio, minutes = Infinity) {
  return new Promise((resolve) => {
    // Its own process group, so that a hung check goes with the processes npm and npx started for it.
    const child = spawn(cmd, cmdArgs, { stdio, shell: false, detached: minutes !== Infinity });
    const output = [];
    let hung = false;
    const timer =
      minutes === Infinity
        ? null
        : setTimeout(() => {
            hung = true;
            try {
              process.kill(-child.pid, 'SIGKILL');
            } catch {
              child.kill('SIGKILL');
            }
          }, minutes * 60_000);
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (err) => {
      if (timer) clearTimeout(timer);
      resolve({ code: 1, hung, output: [Buffer.from(`${err.message}\n`)] });
    });
    child.on('close', (code, signal) => {
      if (timer) clearTimeout(timer);
      resolve({ code: code ?? (signal ? 1 : 0), hung, output });
    });
  });
}

async function check([name, cmd, cmdArgs]) {
  const first = await run(cmd, cmdArgs, ['ignore', 'pipe', 'pipe'], CHECK_MINUTES);
  if (!first.hung) return { name, ...first };
  const again = await run(cmd, cmdArgs, ['ignore', 'pipe', 'pipe'], CHECK_MINUTES);
  const said = `${name} did not end in ${CHECK_MINUTES} min and was killed; run again, it ${again.hung ? 'hung again' : `ended with code ${again.code}`}\n`;
  return { name, ...again, said, output: [Buffer.from(said), ...again.output] };
}

const checks = CHECKS.map(check);
const suite = await run(command, args, 'inherit');
const done = await Promise.all(checks);
const failed = done.filter((c) => c.code !== 0);
for (const c of done) if (c.said && c.code === 0) process.stderr.write(c.said);

for (const c of failed) {
  process.stdout.write(Buffer.concat(c.output));
  console.error(`${c.name} failed (exit code ${c.code})`);
}
process.exit(suite.code !== 0 ? suite.code : (failed[0]?.code ?? 0));
