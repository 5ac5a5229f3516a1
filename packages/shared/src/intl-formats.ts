/**
 * Intl formatters, built once per language and options. Building one loads locale data and costs a phone about
 * as much as rendering a card (0.15 s of main thread on the home page at 4x CPU slowdown when built per render);
 * formatting with an existing one is cheap.
 */
const cache = new Map<string, unknown>();

function cached<T>(kind: string, locale: string, options: object | undefined, build: () => T): T {
  const key = `${kind}|${locale}|${options === undefined ? '' : JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = build();
    cache.set(key, formatter);
  }
  return formatter;
}

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const listFormat = (locale: string, options?: Intl.ListFormatOptions): Intl.ListFormat =>
  cached('list', locale, options, () => new Intl.ListFormat(locale, options));

export const relativeTimeFormat = (locale: string, options?: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat =>
  cached('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
