// Build: wall time of `node build.mjs` (median of 5) and the bytes a cold load of the console's
// entry downloads, from the esbuild metafile. Prints one JSON line.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { emit, median } from './lib/server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const times = [];
for (let i = 0; i < 5; i++) {
  const started = performance.now();
  execFileSync(process.execPath, ['build.mjs', '--quiet'], { cwd: root, stdio: 'inherit' });
  times.push(performance.now() - started);
}
const report = JSON.parse(readFileSync(`${root}/dist/build-report.json`, 'utf8'));
const lazy = report.chunks.filter((c) => c.kind === 'lazy');
emit({
  bench: 'build',
  wall_ms_median: Math.round(median(times)),
  wall_ms_all: times.map(Math.round),
  entry_js: report.firstLoadJs,
  entry_css: report.firstLoadCss,
  lazy_chunks: lazy.length,
  lazy_js_gzip_total: lazy.reduce((n, c) => n + c.gzip, 0),
});
