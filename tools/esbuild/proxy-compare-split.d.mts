import type { Plugin } from 'esbuild';
export declare function proxyCompareSplit(root: string): Plugin;
