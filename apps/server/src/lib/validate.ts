import type { Context } from 'hono';
import type { z } from 'zod';
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
