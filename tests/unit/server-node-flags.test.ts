import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS, serverFlagsOf } from '../bench/lib/server.mjs';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe('the server runs with the heap settings its benches measured', () => {
  it('npm start gives node a 64 MB young generation and no allocation-site pretenuring', () => {
    // Pretenuring moved the driver's rows of ten pages in flight straight into the old generation:
    // the queue page's CPU 1.6–2.1 ms against 1.1–1.3 without it (tests/bench/RESULTS.md).
    expect(SERVER_NODE_FLAGS).toEqual(['--max-semi-space-size=64', '--no-allocation-site-pretenuring']);
  });

  it('the README tells whoever starts the server by hand the same flags', () => {
    const written = /give node the\s+flags `npm start` gives it, `([^`]+)`/.exec(read('README.md'))?.[1];
    expect(serverFlagsOf(written ?? '')).toEqual(SERVER_NODE_FLAGS);
  });
});
