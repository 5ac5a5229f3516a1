import { ZTranslationImportRequestSchema, ZTranslationUpdateRequestSchema } from '@sante/shared/translation-schemas';
import type { Operation } from '../openapi/operation';

/** Reviewers' translations served over the bundled catalogues (ADR 040). */
export const TRANSLATIONS_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/translations/{language}',
    summary: "The reviewers' overrides of a language (fr, en, ha, ff, ewo) by namespace and key, cached 5 minutes",
    tag: 'translations',
    textParams: ['language'],
  },
  {
    method: 'get',
    path: '/api/admin/translations',
    summary: "Export a language's overrides as JSON (`translations.review`)",
    tag: 'translations',
    auth: 'staff',
    query: { language: 'fr, en, ha, ff or ewo' },
  },
  {
    method: 'put',
    path: '/api/admin/translations',
    summary: 'Change one key of one language in place (`translations.review`, audited)',
    tag: 'translations',
    auth: 'staff',
    body: ZTranslationUpdateRequestSchema,
  },
  {
    method: 'post',
    path: '/api/admin/translations/import',
    summary: "Import a language's overrides as exported (`translations.review`, audited)",
    tag: 'translations',
    auth: 'staff',
    body: ZTranslationImportRequestSchema,
  },
];
