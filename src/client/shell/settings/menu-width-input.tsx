import { useState } from 'react';
import { useT } from '../../i18n/use-t';

const MIN = 160;
const MAX = 400;

/** Takes effect as soon as the number is a valid width; keeps what is typed until then. */
export function MenuWidthInput({ value, onChange }: { value: number; onChange: (width: number) => void }) {
  const { t } = useT();
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  // A width set elsewhere (another tab, a reset) replaces the draft: state that follows a prop.
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }
  return (
    <label className="flex items-center justify-between gap-3 py-1.5 text-[13px] text-fg">
      {t('settings.menuWidth')}
      <input
        type="number"
        min={MIN}
        max={MAX}
        step={10}
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
          const n = Number(e.target.value);
          if (Number.isInteger(n) && n >= MIN && n <= MAX) onChange(n);
        }}
        onBlur={() => setDraft(String(value))}
        className="h-7 w-20 rounded border border-line bg-surface px-2 text-right text-fg outline-none focus:border-primary"
      />
    </label>
  );
}
