/**
 * Intl formatters, each made once per language and options. Making one costs far more than
 * formatting with it (it loads locale data), and tables, charts and the queue format on every
 * render: a queue key formatted a date with a new formatter each time.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

function once<F>(made: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = made.get(key);
  if (format === undefined) {
    format = make();
    made.set(key, format);
  }
  return format;
}

/** Throws as `new Intl.DateTimeFormat` would (an unknown time zone), and then keeps nothing. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return once(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** Throws as `new Intl.NumberFormat` would (an unknown currency), and then keeps nothing. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return once(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

export function relativeTimeFormat(
  locale: string,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat {
  return once(relativeTimeFormats, locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}
