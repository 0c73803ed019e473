/**
 * Screens mark their filter input with this attribute; `/` focuses the one on display.
 * Kept-alive screens are hidden by <Activity> with an inline `display: none`, so skip those.
 */
export const PAGE_FILTER_ATTR = 'data-page-filter';

function visibleFilter(): HTMLElement | null {
  const all = document.querySelectorAll<HTMLElement>(`[${PAGE_FILTER_ATTR}]`);
  for (const el of all) if (!el.closest('[hidden], [style*="display: none"]')) return el;
  return null;
}

export function hasPageFilter(): boolean {
  return visibleFilter() !== null;
}

export function focusPageFilter(): void {
  const el = visibleFilter();
  el?.focus();
  if (el instanceof HTMLInputElement) el.select();
}
