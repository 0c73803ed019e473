import type { ReactNode } from 'react';
import { SideScroll } from './side-scroll';

/**
 * ui/list's DataTable is `table-fixed` at 100% width, so with a detail pane beside it narrow
 * columns squeeze to a letter per line. This gives the table a floor and scrolls it sideways.
 */
export function MinWidth({ width, children }: { width: string; children: ReactNode }) {
  return (
    <SideScroll>
      <div style={{ minWidth: width }}>{children}</div>
    </SideScroll>
  );
}
