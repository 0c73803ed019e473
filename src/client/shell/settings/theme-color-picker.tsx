import { useT } from '../../i18n/use-t';

/** The preset theme colours (the seed spec's palette), plus a free colour input. */
const PRESETS = ['#165DFF', '#722ED1', '#F5319D', '#F53F3F', '#FF7D00', '#00B42A', '#14C9C9', '#3491FA'] as const;

export function ThemeColorPicker({ value, onChange }: { value: string; onChange: (color: string) => void }) {
  const { t } = useT();
  return (
    <div className="mb-2 flex flex-wrap items-center gap-2">
      {PRESETS.map((color) => (
        <button
          key={color}
          type="button"
          aria-label={t('settings.themeColor.use', { color })}
          aria-pressed={value.toLowerCase() === color.toLowerCase()}
          onClick={() => onChange(color)}
          style={{ background: color }}
          className="size-6 rounded-md ring-offset-2 ring-offset-surface aria-pressed:ring-2 aria-pressed:ring-fg-3"
        />
      ))}
      <input
        type="color"
        aria-label={t('settings.themeColor.custom')}
        value={value}
        onChange={(e) => onChange(e.target.value.toUpperCase())}
        className="size-6 cursor-pointer rounded-md border border-line bg-transparent p-0"
      />
    </div>
  );
}
