import useSWR from 'swr';
import type { RegionLocale, RegionNode } from '#contract/api/profile';
import { call } from './fetcher';

/**
 * The region tree of the profile's location, in one language. The user centre and the settings
 * form both name a location through it, so the two always agree.
 */
export function useRegions(locale: RegionLocale) {
  return useSWR(['/admins/regions/get', locale], () => call('/admins/regions/get', { locale }), {
    revalidateOnFocus: false,
  });
}

/** Nodes from the root down to `id` (empty when the tree does not know it). */
export function regionTrail(nodes: readonly RegionNode[], id: string): RegionNode[] {
  for (const n of nodes) {
    if (n.id === id) return [n];
    const below = regionTrail(n.children, id);
    if (below.length) return [n, ...below];
  }
  return [];
}

/** A location as its names from the top down (中国 / 上海市), or null when the tree does not know it. */
export function regionLabel(nodes: readonly RegionNode[], id: string): string | null {
  const trail = regionTrail(nodes, id);
  return trail.length ? trail.map((n) => n.name).join(' / ') : null;
}
