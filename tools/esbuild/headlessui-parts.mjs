import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * headlessui's components from their own files rather than its index. esbuild places a module by
 * the entry points whose import graph reaches it, and every import of the index reaches every
 * component: the dialog, the tabs and their focus trap, which only overlays and screens use, rode
 * in the chunk the console's first screen loads for its menus. Each importer of `@headlessui/react`
 * now gets a module re-exporting just the names it imports, each from the file that defines it.
 */
export const headlessuiParts = (root) => ({
  name: 'headlessui-parts',
  setup(b) {
    const dist = join(root, 'node_modules/@headlessui/react/dist');
    const index = readFileSync(join(dist, 'headlessui.esm.js'), 'utf8');
    const fileOf = new Map();
    for (const [, rel] of index.matchAll(/from\s*'(\.\/[^']+)'/g)) {
      const file = join(dist, rel);
      const clause = /export\s*\{([^}]*)\};?\s*$/.exec(readFileSync(file, 'utf8'));
      for (const part of clause?.[1].split(',') ?? []) fileOf.set(part.split(' as ').pop().trim(), file);
    }
    if (!fileOf.has('Dialog') || !fileOf.has('Menu'))
      throw new Error('headlessui no longer lays out its files as expected');
    b.onResolve({ filter: /^@headlessui\/react$/ }, (args) => {
      if (args.namespace !== 'file') return undefined;
      const source = readFileSync(args.importer, 'utf8');
      const names = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@headlessui\/react'/g)].flatMap((m) =>
        m[1]
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      );
      // Anything else (a type, a namespace import, a name of another file) keeps the index.
      if (names.length === 0 || !names.every((n) => fileOf.has(n))) return undefined;
      return { path: [...new Set(names)].sort().join(','), namespace: 'headlessui-parts' };
    });
    b.onLoad({ filter: /.*/, namespace: 'headlessui-parts' }, (args) => ({
      contents: args.path
        .split(',')
        .map((name) => `export { ${name} } from ${JSON.stringify(fileOf.get(name))};`)
        .join('\n'),
      resolveDir: dist,
      loader: 'js',
    }));
  },
});
