import { memo } from 'react';
import { useT } from '../i18n/use-t';
import { commandById, useRegistry } from './registry';
import { shortcutsOf } from './command';
import { chordLabels, parseShortcut } from './shortcut';

/** Keycaps of one shortcut string: `g a` → G then A, `mod+k` → Ctrl K. */
export function Keys({ shortcut, className = '' }: { shortcut: string; className?: string }) {
  const { t } = useT();
  const chords = parseShortcut(shortcut);
  return (
    <span className={`inline-flex items-center gap-1 ${className}`}>
      {chords.map((chord, i) => (
        <span key={i} className="inline-flex items-center gap-0.5">
          {i > 0 && <span className="px-0.5 text-[11px] text-fg-3">{t('keys.then')}</span>}
          {chordLabels(chord).map((label, j) => (
            <kbd
              key={j}
              className="min-w-[18px] rounded border border-line bg-fill px-1 text-center text-[11px] leading-[18px] text-fg-2"
            >
              {label}
            </kbd>
          ))}
        </span>
      ))}
    </span>
  );
}

/** The first shortcut of a registered command, for buttons and menu entries ("Moments  G then M"). */
export const CommandKeys = memo(function CommandKeys({ id, className }: { id: string; className?: string }) {
  useRegistry();
  const command = commandById(id);
  const first = command ? shortcutsOf(command)[0] : undefined;
  if (!first) return null;
  return <Keys shortcut={first} {...(className ? { className } : {})} />;
});
