import type { JoinTeleconsultationResponse } from '@sante/shared/teleconsultation-constants';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { teleconsultationCalls } from '../../db/schema/teleconsultations';
import { audit } from '../../lib/audit';
import type { BookingActor } from '../bookings/booking-actor';
import { publishCallState } from './call-updates';
import { assertMayEnter } from './room-access';
import { loadTeleconsultation } from './teleconsultation-view';
import { iceServersFor } from './turn-credentials';

type Participant = BookingActor & { userId: string };

/**
 * `POST /api/teleconsultations/{id}/join`: the patient or the doctor enters the waiting room of a paid consultation
 * (`assertMayEnter`). The call is created `waiting` on the first entry; each side's first entry is kept (the
 * missed-call job reads it). Audited; the answer carries the consultation and this caller's ICE servers.
 */
export async function joinTeleconsultation(
  deps: AppDeps,
  participant: Participant,
  id: string,
  now: Date,
): Promise<JoinTeleconsultationResponse> {
  const viewer = { userId: participant.userId, role: participant.role };
  const { booking, side } = await assertMayEnter(deps.db, viewer, id, now);
  const joined = side === 'patient' ? teleconsultationCalls.patientJoinedAt : teleconsultationCalls.doctorJoinedAt;
  const created = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(teleconsultationCalls)
      .values({
        bookingId: booking.id,
        ...(side === 'patient' ? { patientJoinedAt: now } : { doctorJoinedAt: now }),
      })
      .onConflictDoUpdate({
        target: teleconsultationCalls.bookingId,
        set:
          side === 'patient'
            ? { patientJoinedAt: sql`coalesce(${joined}, ${now.toISOString()}::timestamptz)` }
            : { doctorJoinedAt: sql`coalesce(${joined}, ${now.toISOString()}::timestamptz)` },
      })
      // xmax is 0 on a row this statement inserted, not on one it updated.
      .returning({ inserted: sql<boolean>`xmax = 0` });
    await audit(tx, {
      action: 'teleconsultation.joined',
      outcome: 'success',
      actorId: participant.userId,
      actorRole: participant.role,
      targetType: 'booking',
      targetId: booking.id,
      ip: participant.ip,
      requestId: participant.requestId,
      details: { side },
    });
    return row?.inserted === true;
  });
  if (created) publishCallState(deps, booking, 'waiting');
  const teleconsultation = await loadTeleconsultation(deps, viewer, booking.id, now);
  return { teleconsultation, side, ...iceServersFor(deps.env, participant.userId, now) };
}
