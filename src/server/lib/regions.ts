import type { RegionLocale, RegionNode } from '#contract/api/profile';
import { REGION_SEEDS, type RegionSeed } from './region-tree';

function build(seeds: readonly RegionSeed[], pid: string | null, locale: RegionLocale): RegionNode[] {
  return seeds.map(([id, zh, en, children]) => ({
    id,
    pid,
    name: locale === 'zh-CN' ? zh : en,
    children: build(children ?? [], id, locale),
  }));
}

const trees: Record<RegionLocale, RegionNode[]> = {
  'zh-CN': build(REGION_SEEDS, null, 'zh-CN'),
  'en-US': build(REGION_SEEDS, null, 'en-US'),
};

/** The whole tree in one language; built once, it never changes while the server runs. */
export function regionTree(locale: RegionLocale): RegionNode[] {
  return trees[locale];
}

/** Names from the top of the tree down to `id` (e.g. 中国 / 浙江省 / 杭州市), or null if unknown. */
export function regionPath(id: string, locale: RegionLocale): string[] | null {
  const walk = (nodes: RegionNode[], trail: string[]): string[] | null => {
    for (const node of nodes) {
      const here = [...trail, node.name];
      if (node.id === id) return here;
      const found = walk(node.children, here);
      if (found) return found;
    }
    return null;
  };
  return walk(trees[locale], []);
}
