// The static graph of the measured screens: the gzip of every chunk a screen's chunk reaches by
// static imports (React, the shell and the screen), from a build's metafile and size report; and
// /login's first load. `node tests/bench/static-graph.mjs [dist ...]` (default: dist).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const SCREENS = {
  workplace: 'src/client/screens/workplace/workplace-screen.tsx',
  'moments list': 'src/client/screens/moderation/defs/moment-list.tsx',
  'order list': 'src/client/screens/order-list/order-list-screen.tsx',
  'paid stats': 'src/client/screens/paid-stats/paid-stats-screen.tsx',
};

/** Bytes per screen, and /login's first load, of the build in `dist`. */
export function staticGraphs(dist) {
  const meta = JSON.parse(readFileSync(join(dist, 'client-meta.json'), 'utf8'));
  const report = JSON.parse(readFileSync(join(dist, 'build-report.json'), 'utf8'));
  const gzip = new Map(report.chunks.map((c) => [c.chunk, c.gzip]));
  const name = (path) => path.split('/').pop();
  const sizes = {};
  for (const [label, file] of Object.entries(SCREENS)) {
    // Lazy modules are entry points of the `lazy-wrapper` namespace (build.mjs): match the path's end.
    const start = Object.keys(meta.outputs).find(
      (p) => p.endsWith('.js') && meta.outputs[p].entryPoint?.endsWith(file),
    );
    if (!start) throw new Error(`${dist}: no chunk for ${file}`);
    const seen = new Set();
    for (const stack = [start]; stack.length > 0; ) {
      const p = stack.pop();
      if (seen.has(p)) continue;
      seen.add(p);
      for (const i of meta.outputs[p].imports)
        if (i.kind === 'import-statement' && meta.outputs[i.path]) stack.push(i.path);
    }
    sizes[label] = [...seen].reduce((n, p) => n + gzip.get(name(p)), 0);
  }
  sizes['/login first load'] = report.firstLoadJs.gzip;
  return sizes;
}

const dists = process.argv.slice(2);
const rows = (dists.length ? dists : ['dist']).map((d) => [d, staticGraphs(d)]);
console.log(['static graph, gzip B', ...rows.map(([d]) => d)].join('\t'));
for (const label of Object.keys(rows[0][1])) console.log([label, ...rows.map(([, s]) => s[label])].join('\t'));
