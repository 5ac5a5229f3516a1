import type { Language } from '@sante/shared/constants';
import type { TTranslationOverrides } from '@sante/shared/translation-schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { translationOverrides } from '../../db/schema/translations';
import { audit } from '../../lib/audit';
import type { ClockActor } from '../clock/clock-actor';

/**
 * Writes a reviewer's translations of one language (one key edited in place, or an imported file), in one
 * transaction with its audit row (`translation.update` or `translation.import`: language, namespace and key or a
 * count; never the text).
 */
export async function saveOverrides(
  db: Db,
  actor: ClockActor,
  language: Language,
  overrides: TTranslationOverrides,
  action: 'translation.update' | 'translation.import',
): Promise<number> {
  const rows = Object.entries(overrides).flatMap(([namespace, keys]) =>
    Object.entries(keys).map(([key, value]) => ({ language, namespace, key, value, updatedBy: actor.userId })),
  );
  await db.transaction(async (tx) => {
    if (rows.length > 0)
      await tx
        .insert(translationOverrides)
        .values(rows)
        .onConflictDoUpdate({
          target: [translationOverrides.language, translationOverrides.namespace, translationOverrides.key],
          set: { value: sql`excluded.value`, updatedBy: actor.userId, updatedAt: new Date() },
        });
    const single = rows.length === 1 ? rows[0] : undefined;
    await audit(tx, {
      action,
      outcome: 'success',
      actorId: actor.userId,
      actorRole: actor.role,
      targetType: 'translation',
      ip: actor.ip,
      requestId: actor.requestId,
      details: { language, count: rows.length, namespace: single?.namespace ?? null, key: single?.key ?? null },
    });
  });
  return rows.length;
}
