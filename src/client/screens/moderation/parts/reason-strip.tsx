import { memo } from 'react';
import { Keys } from '#client/commands/shortcut-keys';
import { useT } from '#client/i18n/use-t';
import { reasonKey, reasonsOf } from '../queue/actions';

/**
 * The kind's preset reasons under the focused item (nine for content, a certification's own for
 * certifications), with their keys, in the moderator's language: no one has to remember what `3` means. The armed one is marked; a click arms it too. The same on
 * every key that moves the cursor, so not drawn again for it.
 */
export const ReasonStrip = memo(function ReasonStrip({
  kind,
  armed,
  onPick,
}: {
  kind: string;
  armed: number | null;
  onPick: (n: number) => void;
}) {
  const { t } = useT();
  const presets = reasonsOf(kind);
  return (
    <div
      role="group"
      aria-label={t('mod.reason.strip', { last: presets.length })}
      className="flex flex-wrap gap-1.5 text-[12px]"
    >
      {presets.map((n) => (
        <button
          key={n}
          type="button"
          aria-pressed={armed === n}
          onClick={() => onPick(n)}
          className={`inline-flex items-center gap-1.5 rounded-md border px-2 py-1 max-md:min-h-11 ${
            armed === n
              ? 'border-primary bg-primary-soft text-primary'
              : 'border-line bg-surface text-fg-2 hover:bg-fill'
          }`}
        >
          <Keys shortcut={String(n)} />
          {t(reasonKey(n, kind))}
        </button>
      ))}
    </div>
  );
});
