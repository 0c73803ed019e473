import { proxy } from 'valtio/vanilla';

export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  id: string;
  kind: ToastKind;
  text: string;
  /** Milliseconds before it goes by itself; 0 keeps it until dismissed or replaced. */
  duration: number;
}

export const toasts = proxy<{ items: Toast[] }>({ items: [] });

let seq = 0;
const timers = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * Shows a toast. Giving an `id` replaces the toast with that id, so "loading" can become
 * "success" in place (the menu notice of the seed spec).
 */
export function showToast(kind: ToastKind, text: string, options: { id?: string; duration?: number } = {}): string {
  // The same words twice (two calls refused alike) show once, with a fresh timer.
  const twin = options.id ? undefined : toasts.items.find((x) => x.kind === kind && x.text === text);
  const id = options.id ?? twin?.id ?? `toast-${++seq}`;
  const duration = options.duration ?? (kind === 'error' ? 5000 : 3000);
  const item: Toast = { id, kind, text, duration };
  const at = toasts.items.findIndex((x) => x.id === id);
  if (at >= 0) toasts.items[at] = item;
  else toasts.items.push(item);
  clearTimeout(timers.get(id));
  if (duration > 0)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
  return id;
}

export function dismissToast(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const at = toasts.items.findIndex((x) => x.id === id);
  if (at >= 0) toasts.items.splice(at, 1);
}

export function clearToasts(): void {
  for (const id of timers.keys()) clearTimeout(timers.get(id));
  timers.clear();
  toasts.items.splice(0);
}
