import type { ReactNode } from 'react';

/** The shared look of the 403 / 404 / 500 / unavailable pages: a big code, a title, a line. */
export function ExceptionResult({
  code,
  title,
  description,
  actions,
}: {
  code: ReactNode;
  title: string;
  description: string;
  actions?: ReactNode;
}) {
  return (
    <section className="flex flex-col items-center justify-center px-6 py-20 text-center">
      <div aria-hidden className="text-6xl font-semibold tracking-tight text-primary/30">
        {code}
      </div>
      <h1 className="mt-4 text-lg font-semibold text-fg">{title}</h1>
      <p className="mt-2 max-w-md text-sm text-fg-3">{description}</p>
      {actions && <div className="mt-6 flex gap-3">{actions}</div>}
    </section>
  );
}
