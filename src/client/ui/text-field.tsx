import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Visually hide the label (it still names the input for screen readers and tests). */
  hideLabel?: boolean;
}

/** A labelled input with its validation message tied to it through aria-describedby. */
export function TextField({ label, error, hint, hideLabel = false, className = '', ...rest }: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-msg`;
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'mb-1 block text-[13px] text-fg-2'}>
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={`h-9 w-full rounded-md border bg-surface px-3 text-sm text-fg placeholder:text-fg-3 outline-none transition-colors focus:border-primary focus:ring-2 focus:ring-primary/20 ${
          error ? 'border-danger' : 'border-line hover:border-fg-3'
        }`}
        {...rest}
      />
      {(error || hint) && (
        <p id={messageId} className={`mt-1 text-xs ${error ? 'text-danger' : 'text-fg-3'}`}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}
