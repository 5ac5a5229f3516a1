import { z } from 'zod';
import { LANGUAGES } from './constants';

const language = z.enum(LANGUAGES, { error: 'validation.invalidFormat' });
/** A catalogue file's namespace (`common`, `booking`, `fieldMap`). */
const namespace = z.string().regex(/^[a-zA-Z][a-zA-Z-]{0,39}$/, { error: 'validation.invalidFormat' });
/** A dotted key (`language.names.ewo`, `eta.arriving_one`). */
const key = z
  .string()
  .max(200, { error: 'validation.tooLong' })
  .regex(/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/, { error: 'validation.invalidFormat' });
const value = z.string().trim().min(1, { error: 'validation.required' }).max(5000, { error: 'validation.tooLong' });

/** `PUT /api/admin/translations` (`translations.review`): one key of one language, changed in place. */
export const ZTranslationUpdateRequestSchema = z.object({ language, namespace, key, value });
export type TTranslationUpdateRequest = z.infer<typeof ZTranslationUpdateRequestSchema>;

/** Overrides of a language, by namespace then key: what the app loads, what staff export and import. */
export const ZTranslationOverridesSchema = z.record(namespace, z.record(key, value));
export type TTranslationOverrides = z.infer<typeof ZTranslationOverridesSchema>;

/** `POST /api/admin/translations/import`: a language's overrides as exported (at most 5,000 keys). */
export const ZTranslationImportRequestSchema = z
  .object({ language, overrides: ZTranslationOverridesSchema })
  .refine((input) => Object.values(input.overrides).reduce((n, keys) => n + Object.keys(keys).length, 0) <= 5000, {
    error: 'validation.tooLong',
    path: ['overrides'],
  });
export type TTranslationImportRequest = z.infer<typeof ZTranslationImportRequestSchema>;

/** `GET /api/translations/{language}` (anyone, cached): the overrides served over the bundled catalogues. */
export type TranslationOverridesResponse = { language: string; overrides: TTranslationOverrides };
