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

export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
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
