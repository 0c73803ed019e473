import { forwardRef, type ButtonHTMLAttributes } from 'react';

/** A round navbar button; `label` is its accessible name and tooltip. */
export const IconButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & { label: string }>(
  function IconButton({ label, className = '', children, ...rest }, ref) {
    return (
      <button
        ref={ref}
        type="button"
        aria-label={label}
        title={label}
        className={`relative grid size-8 place-items-center rounded-full border border-line text-fg-2 hover:border-primary/50 hover:text-primary data-[open]:text-primary ${className}`}
        {...rest}
      >
        {children}
      </button>
    );
  },
);
