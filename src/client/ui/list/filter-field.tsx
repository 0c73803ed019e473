import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { PAGE_FILTER_ATTR } from './page-filter';
import { typedFilterProblem, type FilterDef } from './filter-def';

const INPUT = 'h-8 rounded-md border bg-surface px-2.5 text-[13px] text-fg outline-none focus:ring-2';
const VALID = 'border-line focus:border-primary focus:ring-primary/20';
const INVALID = 'border-danger focus:border-danger focus:ring-danger/20';

/** A text filter applies once the typist pauses this long (Enter or leaving the field at once). */
export const TEXT_FILTER_SETTLE_MS = 250;

/**
 * One filter. A text filter applies as it is typed, once the typist pauses (not per keystroke,
 * so the list does not reload under every key); ids and dates on Enter or when the field loses
 * focus; choices at once. Esc leaves the field so the list keys work again.
 */
export function FilterField({
  def,
  value,
  primary,
  error,
  appliesInvalid = false,
  valueName,
  onChange,
}: {
  def: FilterDef;
  value: string;
  primary: boolean;
  /** A typed value that is not one of its kind is applied too (the screen shows nothing for it: FilterBar's `appliesInvalid`). */
  appliesInvalid?: boolean;
  /** Why the server refused this filter's value, in the user's language. */
  error?: string | undefined;
  /** What the applied value stands for (a rule's name for its id), said beside the field while it is applied. */
  valueName?: string | undefined;
  onChange: (v: string) => void;
}) {
  const { t } = useT();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // Esc takes back what was typed: the field shows the applied value again and nothing is applied.
  const cancelled = useRef(false);
  // A value set elsewhere (the URL, a reset) replaces the draft: state that follows a prop.
  if (shown !== value) {
    setShown(value);
    // Not the draft's own value coming back trimmed: "spam " being typed keeps its space.
    if (draft.trim() !== value) setDraft(value);
  }
  const marker = primary ? { [PAGE_FILTER_ATTR]: '' } : {};
  const typed = def.kind === 'text' ? draft.trim() : value;
  useEffect(() => {
    if (typed === value) return;
    const timer = setTimeout(() => onChange(typed), TEXT_FILTER_SETTLE_MS);
    return () => clearTimeout(timer);
    // onChange: the screen's handler of the moment; a new one must not restart the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed, value]);
  const label = t(def.label);
  const nameId = useId();

  if (def.kind === 'select' || def.kind === 'boolean') {
    const options =
      def.kind === 'select'
        ? def.options.map((o) => ({ value: o.value, label: t(o.label) }))
        : [
            { value: 'true', label: t('list.filters.yes') },
            { value: 'false', label: t('list.filters.no') },
          ];
    // A value from the address that no option has (a link from elsewhere, an older view) still
    // filters the list: shown as it is, never as "any" over a list it has emptied.
    if (value !== '' && !options.some((o) => o.value === value)) options.push({ value, label: value });
    return withMessage(
      <label className="flex items-center gap-1.5 text-[12px] text-fg-3">
        {label}
        <select
          aria-label={label}
          aria-invalid={error ? true : undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={`${INPUT} ${error ? INVALID : VALID}`}
          {...marker}
        >
          <option value="">{t('list.filters.any')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>,
      error,
    );
  }
  // A typed value that is not one of its kind (an id, an amount, a currency) stays in the field, marked,
  // instead of reaching the URL as a filter the list would have to ignore while the field still
  // shows it (unless the screen shows nothing for it).
  const problem = typedFilterProblem(def, draft);
  const commit = () => {
    const next = def.kind === 'currency' ? draft.trim().toUpperCase() : draft.trim();
    if ((!problem || appliesInvalid) && next !== value) onChange(next);
  };

  const named = !!valueName && value !== '' && draft.trim() === value;
  const input = (
    <input
      aria-describedby={named ? nameId : undefined}
      aria-label={label}
      placeholder={label}
      type={def.kind === 'date' ? 'date' : 'text'}
      inputMode={def.kind === 'id' ? 'numeric' : def.kind === 'amount' ? 'decimal' : undefined}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => {
        if (cancelled.current) cancelled.current = false;
        else commit();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
        if (e.key === 'Escape') {
          cancelled.current = true;
          setDraft(value);
          e.currentTarget.blur();
        }
      }}
      aria-invalid={!!problem || !!error || undefined}
      title={problem ? t(problem) : undefined}
      className={`${INPUT} ${problem || error ? INVALID : VALID} ${def.kind === 'text' ? 'w-56' : def.kind === 'date' ? 'w-40' : 'w-36'}`}
      {...marker}
    />
  );
  // A value not of its kind is said at once; a value the server refused, once it has answered.
  const message = problem ? t(problem) : error;
  // A date input shows its own format, not a placeholder: name it beside the field.
  if (def.kind !== 'date')
    return withMessage(
      // One wrapper whether or not a name shows, so the input is not remounted when one arrives.
      <span className="inline-flex items-center gap-1.5">
        {input}
        {named && (
          <span id={nameId} className="max-w-40 truncate text-[12px] text-fg-2" title={valueName}>
            {valueName}
          </span>
        )}
      </span>,
      message,
    );
  return withMessage(
    <label className="flex items-center gap-1.5 text-[12px] text-fg-3">
      {label}
      {input}
    </label>,
    message,
  );
}

/**
 * The field with its message under it. The wrapper is always there, so the input is not remounted
 * (and does not lose focus) when the text turns invalid; the message floats under the field so
 * the filter bar does not shift.
 */
function withMessage(field: ReactNode, message: string | undefined) {
  return (
    <span className="relative">
      {field}
      {message && (
        <span
          role="alert"
          className="absolute left-0 top-full z-10 mt-0.5 whitespace-nowrap rounded bg-surface px-1.5 py-0.5 text-[11px] leading-4 text-danger shadow"
        >
          {message}
        </span>
      )}
    </span>
  );
}
