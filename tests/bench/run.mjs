// `npm run bench [-- name …]`: runs the benchmarks one after another; each prints JSON lines.
// Names: build, page, script, keyboard, api, seed, stats, chain, rules, events, team, lighthouse, scale, decision, classifier,
// classifier-scale, velocity, wave. Without names, all of them run (the api,
// seed, scale and decision benches seed 1M rows and take minutes; scale is the seed and the build against their targets; decision is
// the queue page against its floor, the 500-id bulk decision and one enforcement with a content act, in one run). Results with their commands live in RESULTS.md.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ALL = [
  'build',
  'page',
  'script',
  'keyboard',
  'api',
  'seed',
  'stats',
  'chain',
  'rules',
  'events',
  'team',
  'lighthouse',
  'scale',
  'decision',
  'classifier',
  'classifier-scale',
  'velocity',
  'wave',
];
const asked = process.argv.slice(2);
const unknown = asked.filter((n) => !ALL.includes(n));
if (unknown.length) {
  console.error(`unknown bench: ${unknown.join(', ')} (choose from ${ALL.join(', ')})`);
  process.exit(2);
}
const names = asked.length ? asked : ALL;

// Page and keyboard benches need the console bundle.
spawnSync(process.execPath, ['build.mjs', '--quiet'], { cwd: root, stdio: 'inherit' });

let failed = 0;
for (const name of names) {
  const script = `tests/bench/${name}-bench.mjs`;
  if (!existsSync(`${root}/${script}`)) {
    console.error(`${script} is missing`);
    failed++;
    continue;
  }
  const r = spawnSync(process.execPath, [script], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
