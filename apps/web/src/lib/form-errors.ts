import type { ErrorCode } from '@sante/shared/error-codes';
import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { translateKey } from './i18n';

/** The translated messages of one field: every key the server sent, else the validation message. */
export function fieldMessages(t: TFunction, error: FieldError | undefined): string[] {
  if (!error) return [];
  const fromTypes = Object.values(error.types ?? {}).flatMap((value) =>
    typeof value === 'string' ? [value] : Array.isArray(value) ? value : [],
  );
  const keys = fromTypes.length > 0 ? fromTypes : error.message ? [error.message] : [];
  return [...new Set(keys)].map((key) => translateKey(t, key));
}

/**
 * Attaches an API error to the form: each `fieldErrors` entry under its input (weak-password reasons
 * included), and codes that concern one field (`phone_exists` -> phone) under that field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  codeFields: Partial<Record<ErrorCode, Path<T>>> = {},
): void {
  if (!(error instanceof ApiError)) return;
  const isField = (name: string): name is Path<T> => (fields as readonly string[]).includes(name);
  for (const [name, keys] of Object.entries(error.fieldErrors)) {
    if (isField(name) && keys.length > 0) {
      setError(name, { type: 'server', message: keys[0], types: { server: [...keys] } });
    }
  }
  const field = error.code ? codeFields[error.code] : undefined;
  if (field) setError(field, { type: 'server', message: `errors.${error.code}` });
}
