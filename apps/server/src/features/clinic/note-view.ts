import type { CarerRef, ConsultationNote, NoteAmendment } from '@sante/shared/clinic-constants';
import type { CarerSex, Profession } from '@sante/shared/doctor-constants';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { consultationNoteAmendments, consultationNotes } from '../../db/schema/clinic';
import { doctorProfiles } from '../../db/schema/doctors';
import { userProfiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { ClinicActor } from './care-relationship';

export type NoteRow = typeof consultationNotes.$inferSelect;
type AmendmentRow = typeof consultationNoteAmendments.$inferSelect;

/** The columns of a carer's reference (a profile without its carer's profile reads as « médecin »). */
export const carerRefColumns = {
  id: userProfiles.userId,
  firstName: userProfiles.firstName,
  lastName: userProfiles.lastName,
  profession: doctorProfiles.profession,
  sex: doctorProfiles.sex,
};

type CarerRefRow = {
  id: string;
  firstName: string;
  lastName: string;
  profession: Profession | null;
  sex: CarerSex | null;
};

export function carerRefView(row: CarerRefRow): CarerRef {
  return { ...row, profession: row.profession ?? 'medecin', sex: row.sex ?? null };
}

/** Carers by id, titled by profession on the screens (an unknown id is left out). */
export async function carerRefs(db: Db, ids: readonly string[]): Promise<Map<string, CarerRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select(carerRefColumns)
    .from(userProfiles)
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, userProfiles.userId))
    .where(inArray(userProfiles.userId, unique));
  return new Map(rows.map((row) => [row.id, carerRefView(row)]));
}

export function amendmentView(row: AmendmentRow, authors: ReadonlyMap<string, CarerRef>): NoteAmendment {
  return {
    id: row.id,
    reason: row.reason,
    text: row.text,
    author: row.authorId ? (authors.get(row.authorId) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The amendments of the notes of these bookings, oldest first, grouped by booking. */
export async function amendmentsOf(db: Db, bookingIds: readonly string[]): Promise<Map<string, NoteAmendment[]>> {
  const byBooking = new Map<string, NoteAmendment[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select()
    .from(consultationNoteAmendments)
    .where(inArray(consultationNoteAmendments.bookingId, [...bookingIds]))
    .orderBy(asc(consultationNoteAmendments.createdAt));
  const authors = await carerRefs(
    db,
    rows.flatMap((row) => (row.authorId ? [row.authorId] : [])),
  );
  for (const row of rows) {
    const list = byBooking.get(row.bookingId) ?? [];
    list.push(amendmentView(row, authors));
    byBooking.set(row.bookingId, list);
  }
  return byBooking;
}

export function noteView(row: NoteRow, amendments: NoteAmendment[]): ConsultationNote {
  return {
    bookingId: row.bookingId,
    status: row.status,
    reason: row.reason,
    history: row.history,
    examination: row.examination,
    vitals: row.vitals,
    diagnosis: row.diagnosis,
    icd10Code: row.icd10Code,
    plan: row.plan,
    patientSummary: row.patientSummary,
    sharedAt: row.sharedAt?.toISOString() ?? null,
    signedAt: row.signedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    amendments,
  };
}

/** The note of a booking with its amendments, or null before the first save. */
export async function noteOf(db: Db, bookingId: string): Promise<ConsultationNote | null> {
  const [row] = await db.select().from(consultationNotes).where(eq(consultationNotes.bookingId, bookingId));
  if (!row) return null;
  return noteView(row, (await amendmentsOf(db, [bookingId])).get(bookingId) ?? []);
}

/** The booking, if the caller is its carer and it is not cancelled (scoped in the query: anyone else's is 404). */
export async function ownBooking(db: Db, actor: ClinicActor, bookingId: string) {
  const [booking] = await db
    .select({ id: bookings.id, patientId: bookings.patientId, reason: bookings.reason })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.doctorId, actor.userId), ne(bookings.status, 'cancelled')));
  if (!booking) throw new AppError('not_found');
  return booking;
}

/** Audits an action on a note: ids and flags only, never its content. */
export function auditNote(
  db: Db,
  actor: ClinicActor,
  action: string,
  booking: { id: string; patientId: string },
  details: Record<string, string | number | boolean | null> = {},
) {
  return audit(db, {
    action,
    outcome: 'success',
    actorId: actor.userId,
    actorRole: actor.role,
    targetType: 'booking',
    targetId: booking.id,
    ip: actor.ip,
    requestId: actor.requestId,
    details: { patientId: booking.patientId, ...details },
  });
}
