import { useEffect } from 'react';
import { useSideOverflow, type SideOverflow } from '../../ui/use-side-overflow';

/**
 * The tab strip scrolls sideways with its scrollbar hidden (a full-size bar under a 40 px bar
 * crowded it): which way there is more to see, for the scroll buttons and the fades, and the tab
 * on display kept in view. `key` changes when the tabs or the one on display do.
 */
export function useTabOverflow(key: string): SideOverflow {
  const overflow = useSideOverflow();
  const { el, measure } = overflow;
  useEffect(() => {
    // The tab on display in view (a tab opened by `g` lands at the end, maybe out of sight).
    el?.querySelector<HTMLElement>('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    measure();
  }, [el, key, measure]);
  return overflow;
}
