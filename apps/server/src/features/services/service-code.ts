/** How long a generated code's base may be (the suffix comes on top). */
const MAX_BASE_LENGTH = 60;

/**
 * The code a new service gets from its French name (staff never type it): lower-case ASCII words joined by
 * hyphens, "Pansement à domicile (adulte)" -> `pansement-a-domicile-adulte`; `service` for a name with no
 * letter or digit.
 */
export function serviceCodeBase(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_BASE_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'service';
}

/** `base` if free, else `base-2`, `base-3`... the first number after the highest one taken. */
export function firstFreeCode(base: string, taken: readonly string[]): string {
  if (!taken.includes(base)) return base;
  const suffix = new RegExp(`^${base.replace(/[-]/g, '\\-')}-(\\d+)$`);
  const highest = taken.reduce((max, code) => Math.max(max, Number(suffix.exec(code)?.[1] ?? 1)), 1);
  return `${base}-${highest + 1}`;
}
