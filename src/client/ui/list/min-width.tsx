import type { ReactNode } from 'react';

/**
 * ui/list's DataTable is `table-fixed` at 100% width, so with a detail pane beside it narrow
 * columns squeeze to a letter per line. This gives the table a floor and scrolls it sideways.
 */
export function MinWidth({ width, children }: { width: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <div style={{ minWidth: width }}>{children}</div>
    </div>
  );
}
