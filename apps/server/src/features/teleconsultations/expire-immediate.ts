import { and, eq, lte } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { immediateConsultations } from '../../db/schema/teleconsultations';
import type { JobHandler } from '../../jobs/queue';
import { audit } from '../../lib/audit';
import { notifyUser } from '../messaging/notify-user';
import { publishImmediate } from './immediate-view';

/**
 * 10 minutes after an immediate request nobody accepted (ADR 041): it expires, and the patient is told to choose a
 * slot or ask to be called back; nothing was booked, nothing is charged. Returns whether it expired now.
 */
export async function expireImmediate(
  deps: Pick<AppDeps, 'db' | 'env' | 'realtime'>,
  id: string,
  now: Date,
): Promise<boolean> {
  const expired = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(immediateConsultations)
      .set({ status: 'expired' })
      .where(
        and(
          eq(immediateConsultations.id, id),
          eq(immediateConsultations.status, 'open'),
          lte(immediateConsultations.expiresAt, now),
        ),
      )
      .returning();
    if (!row) return null;
    await notifyUser(tx, deps.env, {
      userId: row.patientId,
      kind: 'appointments',
      template: 'immediate_consultation_expired',
      params: { link: `${deps.env.PUBLIC_URL}/patient/visioconsultations` },
    });
    await audit(tx, {
      action: 'teleconsultation.immediate_expired',
      outcome: 'success',
      targetType: 'immediate_consultation',
      targetId: row.id,
    });
    return row;
  });
  if (expired) publishImmediate(deps, expired, 'expired', []);
  return expired !== null;
}

/** The job queued with each request, due at its expiry. */
export function expireImmediateHandler(deps: Pick<AppDeps, 'db' | 'env' | 'realtime'>): JobHandler {
  return async (job) => {
    const { requestId } = job.payload;
    if (typeof requestId === 'string') await expireImmediate(deps, requestId, new Date());
  };
}
