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

function run(cmd, cmdArgs, stdio) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { stdio, shell: false });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (err) => resolve({ code: 1, output: [Buffer.from(`${err.message}\n`)] }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const checks = CHECKS.map(([name, cmd, cmdArgs]) =>
  run(cmd, cmdArgs, ['ignore', 'pipe', 'pipe']).then((result) => ({ name, ...result })),
);
const suite = await run(command, args, 'inherit');
const failed = (await Promise.all(checks)).filter((check) => check.code !== 0);

for (const check of failed) {
  process.stdout.write(Buffer.concat(check.output));
  console.error(`${check.name} failed (exit code ${check.code})`);
}
process.exit(suite.code !== 0 ? suite.code : (failed[0]?.code ?? 0));
