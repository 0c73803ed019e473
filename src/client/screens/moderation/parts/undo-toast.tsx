import { keyTime, type KeyTime } from '#client/commands/decision-gate';
import { CommandKeys } from '#client/commands/shortcut-keys';
import { useT } from '#client/i18n/use-t';
import type { TouchToast } from './use-touch-decisions';

/** What a tap or a swipe decided, with an Undo button as large as the verbs (the same `z`). */
export function UndoToast({ toast, onUndo }: { toast: TouchToast | null; onUndo: (at: KeyTime) => void }) {
  const { t } = useT();
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {toast && (
        <div
          data-undo-toast
          className="flex items-center gap-3 rounded-lg border border-line bg-raised py-1.5 pr-1.5 pl-4 text-[14px] text-fg shadow-lg"
        >
          <span className="min-w-0 flex-1 truncate">{toast.text}</span>
          <button
            type="button"
            onClick={(e) => onUndo(keyTime(e))}
            className="inline-flex min-h-11 min-w-11 items-center gap-2 rounded-md px-3 font-medium text-primary hover:bg-primary-soft"
          >
            {t('mod.touch.undo')} <CommandKeys id="mod.undo" />
          </button>
        </div>
      )}
    </div>
  );
}
