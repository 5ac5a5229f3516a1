import type { ImmediateRequestView } from '@sante/shared/teleconsultation-constants';
import type { TImmediateRequest } from '@sante/shared/teleconsultation-schemas';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { services } from '../../db/schema/services';
import { immediateConsultations } from '../../db/schema/teleconsultations';
import { enqueue } from '../../jobs/queue';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { BookingActor } from '../bookings/booking-actor';
import { violatedUniqueIndex } from '../bookings/booking-slot';
import { publishImmediate, selectImmediateRequests } from './immediate-view';
import { videoDoctorsOnDuty } from './on-duty';

export const EXPIRE_IMMEDIATE_JOB = 'teleconsultation.immediate_expire';

/**
 * « Le premier médecin disponible maintenant » (ADR 041): the patient's request (one open at a time: 409
 * `immediate_request_pending`), pushed live to the doctors on video duty now and to staff; a job expires it after
 * 10 minutes (`IMMEDIATE_REQUEST_SECONDS`) if nobody accepted. Nothing is booked or charged until a doctor accepts.
 */
export async function requestImmediate(
  deps: Pick<AppDeps, 'db' | 'env' | 'realtime'>,
  patient: BookingActor & { userId: string },
  input: TImmediateRequest,
  now: Date,
): Promise<ImmediateRequestView> {
  const [service] = await deps.db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.code, 'video_teleconsultation'), eq(services.active, true)));
  if (!service) throw new AppError('visit_kind_unavailable');
  const expiresAt = new Date(now.getTime() + deps.env.IMMEDIATE_REQUEST_SECONDS * 1000);
  const created = await deps.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(immediateConsultations)
        .values({
          patientId: patient.userId,
          serviceId: service.id,
          reason: input.reason || null,
          expiresAt,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('immediate request insert returned no row');
      await enqueue(tx, EXPIRE_IMMEDIATE_JOB, { requestId: row.id }, expiresAt);
      await audit(tx, {
        action: 'teleconsultation.immediate_requested',
        outcome: 'success',
        actorId: patient.userId,
        actorRole: patient.role,
        targetType: 'immediate_consultation',
        targetId: row.id,
        ip: patient.ip,
        requestId: patient.requestId,
      });
      return row;
    })
    .catch((error: unknown) => {
      if (violatedUniqueIndex(error) === 'immediate_consultations_one_open_idx') {
        throw new AppError('immediate_request_pending');
      }
      throw error;
    });
  publishImmediate(deps, created, 'open', await videoDoctorsOnDuty(deps.db, now));
  const [view] = await selectImmediateRequests(deps.db, eq(immediateConsultations.id, created.id));
  if (!view) throw new Error('immediate request not found after insert');
  return view;
}
