// Runs the lint beside a command (the test suite): `node tools/lint-beside.mjs vitest run …`.
// The suite leaves about a third of two cores idle while it waits on databases, servers and
// Chromium, and the lint (type-aware, about a minute) fits in that room instead of before it.
// The lint's output is held and printed after the command's, so the two never interleave; the
// exit code is the command's, or the lint's when only the lint failed.
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node tools/lint-beside.mjs <command> [args…]');
  process.exit(2);
}

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

const lint = run('npm', ['run', '-s', 'lint'], ['ignore', 'pipe', 'pipe']);
const suite = await run(command, args, 'inherit');
const linted = await lint;

if (linted.code !== 0) {
  process.stdout.write(Buffer.concat(linted.output));
  console.error(`lint failed (exit code ${linted.code})`);
}
process.exit(suite.code !== 0 ? suite.code : linted.code);
