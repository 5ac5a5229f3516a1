import { TRACKING_RULES } from '@sante/shared/tracking-constants';
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carerPositions } from '../../db/schema/tracking';

export const PURGE_POSITIONS_JOB = 'tracking.purge_positions';

const DAY = 86_400_000;

/** Deletes carers' positions received more than 30 days ago (ADR 040); returns how many. */
export async function purgePositions(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(carerPositions)
    .where(lt(carerPositions.receivedAt, new Date(now.getTime() - TRACKING_RULES.retentionDays * DAY)))
    .returning({ id: carerPositions.id });
  return removed.length;
}
