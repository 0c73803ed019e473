/** Shared look of the navbar's dropdown menus (language, avatar, tab actions). */
export const menuPanelClass =
  'z-50 min-w-40 rounded-lg border border-line bg-raised p-1 shadow-lg outline-none [--anchor-gap:6px] transition data-[closed]:opacity-0';
export const menuItemClass =
  'flex w-full items-center gap-2 rounded-md px-2.5 py-1.5 text-left text-[13px] text-fg data-[focus]:bg-fill data-[disabled]:opacity-50';
