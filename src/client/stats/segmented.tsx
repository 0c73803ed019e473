export interface SegmentedOption<V extends string | number> {
  value: V;
  label: string;
}

/** A row of mutually exclusive choices (granularity, bucket width) as a radio group. */
export function Segmented<V extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly SegmentedOption<V>[];
  onChange: (v: V) => void;
}) {
  return (
    // One line each ("15 min", not "15" over "min" in a 28 px button). On a phone a set wider than
    // the screen (the six bucket widths in Chinese) wraps to a second row, every choice in sight.
    <div role="radiogroup" aria-label={label} className="inline-flex max-w-full flex-wrap rounded-md bg-fill p-0.5">
      {options.map((o) => (
        <button
          key={String(o.value)}
          type="button"
          role="radio"
          aria-checked={o.value === value}
          onClick={() => onChange(o.value)}
          className={`h-7 shrink-0 whitespace-nowrap rounded px-2 text-xs transition-colors sm:px-2.5 ${o.value === value ? 'bg-surface font-medium text-primary shadow-sm' : 'text-fg-2 hover:text-fg'}`}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
