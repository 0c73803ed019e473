import { useId } from 'react';
import { useT } from '../../i18n/use-t';

/** The refund reason: a labelled textarea; Ctrl/⌘+Enter submits its form like Enter in an input. */
export function ReasonField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error: string | undefined;
}) {
  const { t } = useT();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-[13px] text-fg-2">
        {t('orders.refund.reasonLabel')}
      </label>
      <textarea
        id={id}
        rows={3}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-msg` : undefined}
        placeholder={t('orders.refund.reasonPlaceholder')}
        className={`w-full rounded-md border bg-surface px-3 py-2 text-sm text-fg outline-none placeholder:text-fg-3 focus:border-primary focus:ring-2 focus:ring-primary/20 ${error ? 'border-danger' : 'border-line'}`}
      />
      {error && (
        <p id={`${id}-msg`} className="mt-1 text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
