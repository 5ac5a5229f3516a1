import { MEDICAL_DOCUMENT_LIMITS } from '@sante/shared/medical-record-constants';
import type { SignedDocumentUrl } from '@sante/shared/medical-record-schemas';
import { mayAct } from '@sante/shared/staff-permissions';
import { isStaffRole } from '@sante/shared/roles';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { storageObjects } from '../../db/schema/storage';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { objectTokens } from '../storage/object-token';
import { objectUrl } from '../storage/object-url';
import { BOOKING_PRESCRIPTIONS_BUCKET, loadBucket } from '../storage/storage-buckets';
import { writeObject } from '../storage/write-object';
import type { BookingActor } from './booking-actor';
import type { Viewer } from './booking-scope';

type Patient = BookingActor & { userId: string };

/** The caller's own open booking (pending or confirmed) without a photo yet, locked; else 404 / 409. */
async function openOwnBooking(tx: Db, patient: Patient, bookingId: string) {
  const [booking] = await tx
    .select({ id: bookings.id, status: bookings.status, objectId: bookings.prescriptionObjectId })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.patientId, patient.userId)))
    .for('update');
  if (!booking) throw new AppError('not_found');
  if (!['pending', 'confirmed'].includes(booking.status) || booking.objectId) throw new AppError('booking_photo_closed');
  return booking;
}

function auditPhoto(db: Db, actor: BookingActor, action: string, bookingId: string) {
  return audit(db, {
    action,
    outcome: 'success',
    actorId: actor.userId,
    actorRole: actor.role,
    targetType: 'booking',
    targetId: bookingId,
    ip: actor.ip,
    requestId: actor.requestId,
  });
}

/**
 * `POST /api/bookings/{id}/prescription-photo` (patient, multipart `file`): the photo or PDF of an existing
 * prescription for the carer (« l'infirmier en a besoin »), joined once to one's own booking still to come. Stored in
 * the private bucket `booking-prescriptions` (type checked against the bytes, the patient's quota), ADR 058.
 */
export async function attachBookingPrescriptionPhoto(
  deps: Pick<AppDeps, 'db' | 'store' | 'env'>,
  patient: Patient,
  bookingId: string,
  file: { bytes: Uint8Array; contentType: string | null },
): Promise<void> {
  // Checked before the bytes are written, and again under the lock in the recording transaction.
  await deps.db.transaction((tx) => openOwnBooking(tx, patient, bookingId));
  const bucket = await loadBucket(deps.db, BOOKING_PRESCRIPTIONS_BUCKET);
  await writeObject(deps, {
    bucket,
    name: `${patient.userId}/${bookingId}-${randomUUID()}`,
    bytes: file.bytes,
    contentType: file.contentType,
    cacheControl: '0',
    ownerId: patient.userId,
    mode: 'create',
    onStored: async (tx, object) => {
      await openOwnBooking(tx, patient, bookingId);
      await tx
        .update(bookings)
        .set({ prescriptionObjectId: object.id, updatedAt: new Date() })
        .where(and(eq(bookings.id, bookingId), isNull(bookings.prescriptionObjectId)));
      await auditPhoto(tx, patient, 'booking.prescription_photo_attached', bookingId);
    },
  });
}

/**
 * Who opens a booking's photo, as a where-clause: its patient, its carer, or staff allowed `results.manage` (who
 * already handle patients' medical files): an unrelated carer or patient finds nothing (404), other staff are 403.
 */
function photoReaders(viewer: Viewer): SQL {
  if (viewer.role === 'patient') return eq(bookings.patientId, viewer.userId);
  if (viewer.role === 'medecin') return eq(bookings.doctorId, viewer.userId);
  if (isStaffRole(viewer.role) && mayAct(viewer.role, 'results.manage', 'results')) return sql`true`;
  throw new AppError('forbidden');
}

/** `GET /api/bookings/{id}/prescription-photo`: a 5-minute signed URL of the booking's photo (others: 404). Audited. */
export async function bookingPrescriptionPhotoUrl(
  deps: Pick<AppDeps, 'db' | 'env'>,
  actor: BookingActor & { userId: string },
  bookingId: string,
): Promise<SignedDocumentUrl> {
  const [object] = await deps.db
    .select({ name: storageObjects.name, key: storageObjects.key })
    .from(bookings)
    .innerJoin(storageObjects, eq(storageObjects.id, bookings.prescriptionObjectId))
    .where(
      and(
        eq(bookings.id, bookingId),
        inArray(storageObjects.bucketId, [BOOKING_PRESCRIPTIONS_BUCKET]),
        photoReaders({ userId: actor.userId, role: actor.role }),
      ),
    );
  if (!object) throw new AppError('not_found');
  const exp = Math.floor(Date.now() / 1000) + MEDICAL_DOCUMENT_LIMITS.signedUrlTtlSeconds;
  const target = { bucket: BOOKING_PRESCRIPTIONS_BUCKET, path: object.name };
  const token = objectTokens(deps.env.AUTH_SECRET).sign(target, { purpose: 'download', exp, key: object.key });
  await auditPhoto(deps.db, actor, 'booking.prescription_photo_read', bookingId);
  return { url: objectUrl('sign', target.bucket, target.path, token), expiresAt: new Date(exp * 1000).toISOString() };
}
