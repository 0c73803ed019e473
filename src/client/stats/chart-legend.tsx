import { useT } from '../i18n/use-t';

export interface LegendItem {
  key: string;
  label: string;
  color: string;
  dashed: boolean;
  bar: boolean;
  hidden: boolean;
}

/** Series names with their colour; a click hides or shows the series (aria-pressed = shown). */
export function ChartLegend({ items, onToggle }: { items: readonly LegendItem[]; onToggle: (key: string) => void }) {
  const { t } = useT();
  return (
    <ul aria-label={t('stats.legend')} className="flex flex-wrap items-center gap-x-4 gap-y-1">
      {items.map((item) => (
        <li key={item.key}>
          <button
            type="button"
            aria-pressed={!item.hidden}
            onClick={() => onToggle(item.key)}
            className={`flex items-center gap-1.5 rounded px-1 text-xs hover:bg-fill ${item.hidden ? 'text-fg-3 line-through' : 'text-fg-2'}`}
          >
            {item.bar ? (
              <span
                aria-hidden
                className="inline-block size-2.5 rounded-sm"
                style={{ background: item.hidden ? 'var(--fg-3)' : item.color }}
              />
            ) : (
              <span
                aria-hidden
                className="inline-block h-0 w-4 border-t-[3px]"
                style={{
                  borderColor: item.hidden ? 'var(--fg-3)' : item.color,
                  borderTopStyle: item.dashed ? 'dashed' : 'solid',
                }}
              />
            )}
            {item.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
