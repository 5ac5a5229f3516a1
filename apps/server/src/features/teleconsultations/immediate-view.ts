import {
  VIDEO_IMMEDIATE_EVENT,
  type ImmediateRequestStatus,
  type ImmediateRequestView,
  type VideoImmediateMessage,
} from '@sante/shared/teleconsultation-constants';
import { eq, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { userProfiles } from '../../db/schema/profiles';
import { immediateConsultations } from '../../db/schema/teleconsultations';
import { STAFF_ROOM, userRoom } from '../../realtime/realtime-hub';

/**
 * The immediate requests matching `where`, newest first, as the screens show them; the patient's phone only
 * `withPhone` (staff, who call back).
 */
export async function selectImmediateRequests(
  db: Db,
  where: SQL | undefined,
  { withPhone = false } = {},
): Promise<ImmediateRequestView[]> {
  const rows = await db
    .select({
      request: immediateConsultations,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      phone: userProfiles.phone,
    })
    .from(immediateConsultations)
    .innerJoin(userProfiles, eq(userProfiles.userId, immediateConsultations.patientId))
    .where(where)
    .orderBy(immediateConsultations.createdAt)
    .limit(50);
  return rows.reverse().map(({ request, firstName, lastName, phone }) => ({
    id: request.id,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
    expiresAt: request.expiresAt.toISOString(),
    patient: { id: request.patientId, firstName, lastName, phone: withPhone ? phone : null },
    reason: request.reason,
    bookingId: request.bookingId,
    doctorId: request.doctorId,
    callbackRequestedAt: request.callbackRequestedAt?.toISOString() ?? null,
    callbackDoneAt: request.callbackDoneAt?.toISOString() ?? null,
  }));
}

/** After a committed change: the request's status to its patient, to `doctorIds` and to every staff screen. */
export function publishImmediate(
  deps: Pick<AppDeps, 'realtime'>,
  request: { id: string; patientId: string },
  status: ImmediateRequestStatus,
  doctorIds: readonly string[],
): void {
  const message: VideoImmediateMessage = { requestId: request.id, status };
  deps.realtime.emitTo(
    [userRoom(request.patientId), ...doctorIds.map(userRoom), STAFF_ROOM],
    VIDEO_IMMEDIATE_EVENT,
    message,
  );
}
