import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * proxy-compare in two: esbuild puts a module in a chunk whole, so valtio/vanilla (on /login) pulling
 * in proxy-compare for its two marking helpers also shipped the render tracking that only
 * useSnapshot (after login) runs. valtio/vanilla gets the file itself, of which it keeps only what
 * it uses; everyone else gets a copy whose symbol and WeakMap are taken from that file, since
 * snapshots marked by one must be recognised by the other.
 */
export const proxyCompareSplit = (root) => ({
  name: 'proxy-compare-split',
  setup(b) {
    const file = join(root, 'node_modules/proxy-compare/dist/index.js');
    const shared = ['GET_ORIGINAL_SYMBOL', 'objectsToTrack'];
    b.onResolve({ filter: /^proxy-compare$/ }, (args) =>
      /[\\/]valtio[\\/]esm[\\/]vanilla\.mjs$/.test(args.importer)
        ? { path: file, namespace: 'proxy-compare-marks' }
        : { path: file, namespace: 'proxy-compare-tracking' },
    );
    b.onLoad({ filter: /.*/, namespace: 'proxy-compare-marks' }, () => ({
      contents: `${readFileSync(file, 'utf8')}\nexport { ${shared.join(', ')} };\n`,
      resolveDir: dirname(file),
      loader: 'js',
    }));
    b.onLoad({ filter: /.*/, namespace: 'proxy-compare-tracking' }, () => {
      let source = readFileSync(file, 'utf8');
      for (const name of shared) {
        const declaration = new RegExp(`^const ${name} = [^;]+;$`, 'm');
        if (!declaration.test(source)) throw new Error(`proxy-compare no longer declares ${name} as expected`);
        source = source.replace(declaration, '');
      }
      const marks = JSON.stringify(`proxy-compare-marks:${file}`);
      return {
        contents: `import { ${shared.join(', ')} } from ${marks};\n${source}`,
        resolveDir: dirname(file),
        loader: 'js',
      };
    });
    b.onResolve({ filter: /^proxy-compare-marks:/ }, (args) => ({
      path: args.path.slice('proxy-compare-marks:'.length),
      namespace: 'proxy-compare-marks',
    }));
  },
});
