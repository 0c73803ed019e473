import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { root } from '../path-aliases';
import { proxyCompareSplit } from '../../tools/esbuild/proxy-compare-split.mjs';

/** Bundles `source` as the console's build does with the plugin and runs it; it exports `result`. */
async function run(source: string, plugins: Plugin[]): Promise<{ result: unknown; code: string }> {
  const bundled = await build({
    stdin: { contents: source, resolveDir: root, loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    plugins,
    define: { 'import.meta.env': 'true', 'import.meta.env.MODE': '"production"' },
    logLevel: 'silent',
  });
  const code = bundled.outputFiles[0]!.text;
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    result: unknown;
  };
  return { result: module.result, code };
}

// valtio/vanilla marks what useSnapshot's proxies must leave alone; the two halves must agree on it.
const probe = `
  import { proxy, ref, snapshot } from 'valtio/vanilla';
  import { createProxy, getUntracked } from 'proxy-compare';
  const inner = ref({ a: 1 });
  const snap = snapshot(proxy({ inner, plain: { b: 2 } }));
  const tracked = createProxy(snap, new WeakMap());
  export const result = {
    refLeftAlone: tracked.inner === inner,
    plainTracked: tracked.plain !== snap.plain,
    unwrapped: getUntracked(tracked) === snap,
  };
`;

describe('proxy-compare split for the first load', () => {
  it('keeps the marks valtio/vanilla sets visible to the render tracking bundled apart from it', async () => {
    const { result, code } = await run(probe, [proxyCompareSplit(root)]);
    expect(result).toEqual({ refLeftAlone: true, plainTracked: true, unwrapped: true });
    // One WeakMap of marks, one original-object symbol: the tracking half took them from valtio's half.
    expect(code.match(/objectsToTrack\d* = (\/\*.*?\*\/ )?new WeakMap/g)).toHaveLength(1);
  });

  it('gives valtio/vanilla no render tracking of its own', async () => {
    const { code } = await run(`export { proxy as result } from 'valtio/vanilla';`, [proxyCompareSplit(root)]);
    expect(code).toContain('objectsToTrack');
    expect(code).not.toContain('createProxy');
    expect(code).not.toContain('isChanged');
  });
});
