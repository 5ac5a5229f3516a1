import { sql, type SQL } from 'drizzle-orm';

/**
 * Staff searches (`q` of `/api/admin/payments`, `/api/bookings`): parameterised LIKE patterns, names compared
 * without accents or case ("helene" finds "Hélène"). `translate` runs before `lower` so that it does not
 * depend on the database's locale (PGlite's C locale lowers ASCII only).
 */
const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyyAAAAAACEEEEIIIINOOOOOUUUUY';

/** The text as the database side compares it: lower case, accents removed. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** `%text%` with LIKE's wildcards and escape character taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `expr` contains `query`, ignoring case and accents. */
export function foldedContains(expr: SQL, query: string): SQL {
  return sql`lower(translate(coalesce(${expr}, ''), ${ACCENTED}, ${PLAIN})) like ${containsPattern(foldText(query))}`;
}

/**
 * The digits a query holds when it reads as (part of) a phone number: "6 74 48 17 21", "+237674481721";
 * null for anything else (a name, a reference) or fewer than 3 digits.
 */
export function phoneDigits(query: string): string | null {
  if (!/^[\d\s+().-]+$/.test(query)) return null;
  const digits = query.replace(/\D/g, '');
  return digits.length >= 3 ? digits : null;
}

/** The digits of phone column `expr` contain `digits`. */
export function phoneContains(expr: SQL, digits: string): SQL {
  return sql`regexp_replace(coalesce(${expr}, ''), '[^0-9]', '', 'g') like ${containsPattern(digits)}`;
}
