import { proxy } from 'valtio/vanilla';
import { awaitPalette, leavePalette } from '../commands/key-layers';

/**
 * Which keyboard overlays are up: the command palette (with the nested page it opened on),
 * the `?` shortcut sheet, and the menu drawer of narrow screens.
 */
export const overlays = proxy({
  palette: false,
  palettePage: null as string | null,
  sheet: false,
  menuDrawer: false,
});

export function openPalette(page: string | null = null): void {
  awaitPalette();
  overlays.palettePage = page;
  overlays.palette = true;
}

export function closePalette(): void {
  leavePalette();
  overlays.palette = false;
  overlays.palettePage = null;
}

export function togglePalette(): void {
  if (overlays.palette) closePalette();
  else openPalette();
}

export function setSheet(open: boolean): void {
  overlays.sheet = open;
}

export function setMenuDrawer(open: boolean): void {
  overlays.menuDrawer = open;
}
