import { useSnapshot } from 'valtio';
import { dismissToast, toasts, type ToastKind } from '../state/toasts';
import { useT } from '../i18n/use-t';

const tone: Record<ToastKind, string> = {
  info: 'border-primary/40',
  success: 'border-success/50',
  error: 'border-danger/60',
};
const dot: Record<ToastKind, string> = { info: 'bg-primary', success: 'bg-success', error: 'bg-danger' };

/** Toasts from the fetcher and from actions; errors are announced assertively. */
export function Toaster() {
  const { items } = useSnapshot(toasts);
  const { t } = useT();
  return (
    <section
      aria-label={t('toast.region')}
      className="pointer-events-none fixed inset-x-0 top-3 z-[90] flex flex-col items-center gap-2"
    >
      {items.map((item) => (
        <div
          key={item.id}
          role={item.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex max-w-[560px] items-center gap-2.5 rounded-md border bg-raised px-3.5 py-2 text-fg shadow-lg ${tone[item.kind]}`}
        >
          <span aria-hidden className={`size-2 shrink-0 rounded-full ${dot[item.kind]}`} />
          <span className="text-[13px]">{item.text}</span>
          <button
            type="button"
            onClick={() => dismissToast(item.id)}
            aria-label={t('toast.dismiss')}
            className="ml-1 rounded px-1 text-fg-3 hover:bg-fill hover:text-fg"
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
