import type { Language } from '@sante/shared/constants';
import type { TTranslationOverrides } from '@sante/shared/translation-schemas';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { translationOverrides } from '../../db/schema/translations';

/** A language's overrides by namespace then key (`GET /api/translations/{language}`, and the export). */
export async function readOverrides(db: Db, language: Language): Promise<TTranslationOverrides> {
  const rows = await db
    .select({
      namespace: translationOverrides.namespace,
      key: translationOverrides.key,
      value: translationOverrides.value,
    })
    .from(translationOverrides)
    .where(eq(translationOverrides.language, language))
    .orderBy(asc(translationOverrides.namespace), asc(translationOverrides.key));
  const overrides: TTranslationOverrides = {};
  for (const row of rows) overrides[row.namespace] = { ...overrides[row.namespace], [row.key]: row.value };
  return overrides;
}
