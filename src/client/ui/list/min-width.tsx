import type { CSSProperties, ReactNode } from 'react';
import { SideScroll } from './side-scroll';

/**
 * ui/list's DataTable is `table-fixed` at 100% width, so with a detail pane beside it narrow
 * columns squeeze to a letter per line. This gives the table a floor and scrolls it sideways.
 * Only from `lg`, where the pane is beside the table: below, the table scrolls in its own frame,
 * with the columns a row is read for first on a phone, not in a second box around it.
 */
export function MinWidth({ width, children }: { width: string; children: ReactNode }) {
  return (
    <SideScroll>
      <div style={{ '--table-floor': width } as CSSProperties} className="lg:min-w-(--table-floor)">
        {children}
      </div>
    </SideScroll>
  );
}
