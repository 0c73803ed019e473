import { fileURLToPath } from 'node:url';

/** The repository root, with a trailing slash. */
export const root = fileURLToPath(new URL('..', import.meta.url));

/** The path aliases of tsconfig.json for vitest (esbuild reads them from tsconfig itself). */
export const pathAliases = ['contract', 'server', 'client'].map((area) => ({
  find: new RegExp(`^#${area}/`),
  replacement: `${root}src/${area}/`,
}));
