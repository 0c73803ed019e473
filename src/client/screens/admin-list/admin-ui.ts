import { proxy } from 'valtio';

export type AdminDialog = 'create' | 'roles' | 'reset' | 'disable';

/** Which admin dialog is open; the admin in the pane lives in the URL (`?admin=<id>`). */
export const adminUi = proxy<{ dialog: AdminDialog | null }>({ dialog: null });

export function openAdminDialog(dialog: AdminDialog | null): void {
  adminUi.dialog = dialog;
}
