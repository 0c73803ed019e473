import { useId } from 'react';
import { useT } from '../../i18n/use-t';

/** The channel note: a labelled textarea with its inline message. */
export function NoteField({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  onBlur: () => void;
  error: string | undefined;
}) {
  const { t } = useT();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-[13px] text-fg-2">
        {t('channels.field.note')}
      </label>
      <textarea
        id={id}
        rows={2}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-msg` : undefined}
        className={`w-full rounded-md border bg-surface px-3 py-2 text-sm text-fg outline-none focus:border-primary focus:ring-2 focus:ring-primary/20 ${error ? 'border-danger' : 'border-line'}`}
      />
      {error && (
        <p id={`${id}-msg`} className="mt-1 text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
