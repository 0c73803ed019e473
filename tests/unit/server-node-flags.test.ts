import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** The node flags a script gives the server, as the benches read them (tests/bench/lib/server.mjs). */
function serverFlags(script: string): string[] | undefined {
  return /node ((?:--\S+ )*)dist\/server\/main\.js/.exec(script)?.[1]?.split(' ').filter(Boolean);
}

describe('the server runs with the heap settings its benches measured', () => {
  const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
  const flags = serverFlags(scripts.start ?? '');

  it('npm start gives node a 64 MB young generation and no allocation-site pretenuring', () => {
    // Pretenuring moved the driver's rows of ten pages in flight straight into the old generation:
    // the queue page's CPU 1.6–2.1 ms against 1.1–1.3 without it (tests/bench/RESULTS.md).
    expect(flags).toEqual(['--max-semi-space-size=64', '--no-allocation-site-pretenuring']);
  });

  it('the README tells whoever starts the server by hand the same flags', () => {
    const written = /give node the\s+flags `npm start` gives it, `([^`]+)`/.exec(read('README.md'))?.[1];
    expect(serverFlags((written ?? '').replace(/\s+/g, ' '))).toEqual(flags);
  });
});
