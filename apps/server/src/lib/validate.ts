import type { Context } from 'hono';
import { z } from 'zod';
import type { ErrorCode } from '@sante/shared/error-codes';
import { AppError } from './app-error';

/** Turns zod issues into `{ field: [messageKey] }`; the root issues go under `_`. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}

/** Years a date in a request may have: any other is a typo or a probe, and may overflow in the database. */
const YEARS = { min: 1900, max: 2100 };
/** A date or date-time as a client writes it (`2026-05-04`, `2026-05`, `2026-05-04T09:00Z`, `+010000-01-01`). */
const DATE_SHAPED = /^([+-]?\d{4,6})-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?(?:[T ].*)?$/;
/** A UTF-16 surrogate without its pair: not a character, PostgreSQL cannot store it (nor a NUL). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

function problemOf(text: string): string | undefined {
  if (unstorable(text)) return 'validation.invalidCharacters';
  const year = DATE_SHAPED.exec(text)?.[1];
  if (year !== undefined && (Number(year) < YEARS.min || Number(year) > YEARS.max)) return 'validation.invalidDate';
  return undefined;
}

/** Deeper than this, no schema of ours reads a request: refused rather than walked (a 1 MB `[[[[…` body). */
const MAX_DEPTH = 32;

/**
 * Finds, in any request input (body or query, keys included), the texts no route may take: NUL bytes, lone
 * surrogates, and dates outside 1900-2100. Runs before every schema, so no route can forget it (ADR 025).
 */
export function unsafeTextErrors(data: unknown): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  const visit = (value: unknown, path: string[]) => {
    const at = path.length > 0 ? path.join('.') : '_';
    const problem =
      typeof value === 'string'
        ? problemOf(value)
        : path.length > MAX_DEPTH && typeof value === 'object' && value !== null
          ? 'validation.invalidJson'
          : undefined;
    if (problem) (fieldErrors[at] ??= []).push(problem);
    if (problem || typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      if (unstorable(key)) (fieldErrors[at] ??= []).push('validation.invalidCharacters');
      else visit(child, [...path, key]);
    }
  };
  visit(data, []);
  return fieldErrors;
}

/** The schema's field errors for input already refused; a schema that throws on it (a transform) adds none. */
function schemaErrorsOf(schema: z.ZodType, data: unknown): Record<string, string[]> {
  try {
    const result = schema.safeParse(data);
    return result.success ? {} : fieldErrorsOf(result.error);
  } catch {
    return {};
  }
}

export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const unsafe = unsafeTextErrors(data);
  if (Object.keys(unsafe).length > 0) {
    // Refused whatever the schema says; its own messages, more precise (`dateInFuture`), win field by field.
    throw new AppError('validation_failed', { fieldErrors: { ...unsafe, ...schemaErrorsOf(schema, data) } });
  }
  const result = schema.safeParse(data);
  if (!result.success) throw new AppError('validation_failed', { fieldErrors: fieldErrorsOf(result.error) });
  return result.data;
}

/** Reads a JSON body (malformed JSON is a 400, never a 500) and validates it. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text === '' ? {} : JSON.parse(text);
  } catch {
    throw new AppError('validation_failed', { fieldErrors: { _: ['validation.invalidJson'] } });
  }
  return parseWith(schema, body);
}

/**
 * An id from the path: anything but a uuid cannot name a row, so it answers `notFound` (404 by default),
 * never a 500 from the database.
 */
export function uuidParam(value: string | undefined, notFound: ErrorCode = 'not_found'): string {
  const parsed = z.uuid().safeParse(value);
  if (!parsed.success) throw new AppError(notFound);
  return parsed.data;
}
