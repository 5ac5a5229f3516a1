import type { ConsultationNote } from '@sante/shared/clinic-constants';
import type { ZConsultationNoteRequestSchema } from '@sante/shared/clinic-schemas';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { consultationNotes } from '../../db/schema/clinic';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { ClinicActor } from './care-relationship';

type NoteInput = z.output<typeof ZConsultationNoteRequestSchema>;

function view(row: typeof consultationNotes.$inferSelect): ConsultationNote {
  return {
    bookingId: row.bookingId,
    subjective: row.subjective,
    objective: row.objective,
    assessment: row.assessment,
    plan: row.plan,
    patientSummary: row.patientSummary,
    sharedAt: row.sharedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The booking, if the caller is its carer and it is not cancelled (scoped in the query: anyone else's is 404). */
async function ownBooking(db: Db, actor: ClinicActor, bookingId: string) {
  const [booking] = await db
    .select({ id: bookings.id, patientId: bookings.patientId })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.doctorId, actor.userId), ne(bookings.status, 'cancelled')));
  if (!booking) throw new AppError('not_found');
  return booking;
}

function auditNote(db: Db, actor: ClinicActor, action: string, bookingId: string, patientId: string, shared: boolean) {
  return audit(db, {
    action,
    outcome: 'success',
    actorId: actor.userId,
    actorRole: actor.role,
    targetType: 'booking',
    targetId: bookingId,
    ip: actor.ip,
    requestId: actor.requestId,
    details: { patientId, shared },
  });
}

/** `GET /api/consultation-notes/{bookingId}` (the booking's carer): the note, or null before the first save. */
export async function readConsultationNote(
  db: Db,
  actor: ClinicActor,
  bookingId: string,
): Promise<ConsultationNote | null> {
  return db.transaction(async (tx) => {
    const booking = await ownBooking(tx, actor, bookingId);
    const [row] = await tx.select().from(consultationNotes).where(eq(consultationNotes.bookingId, booking.id));
    await auditNote(tx, actor, 'consultation_note.read', booking.id, booking.patientId, Boolean(row?.sharedAt));
    return row ? view(row) : null;
  });
}

/**
 * `PUT /api/consultation-notes/{bookingId}` (the booking's carer): saves the note; `shared` shows the patient's
 * summary to the patient (keeping the first sharing time), unsharing hides it again. Audited, ids only.
 */
export async function saveConsultationNote(
  db: Db,
  actor: ClinicActor,
  bookingId: string,
  input: NoteInput,
  now: Date,
): Promise<ConsultationNote> {
  return db.transaction(async (tx) => {
    const booking = await ownBooking(tx, actor, bookingId);
    const [previous] = await tx
      .select({ sharedAt: consultationNotes.sharedAt })
      .from(consultationNotes)
      .where(eq(consultationNotes.bookingId, booking.id));
    const values = {
      subjective: input.subjective,
      objective: input.objective,
      assessment: input.assessment,
      plan: input.plan,
      patientSummary: input.patientSummary,
      sharedAt: input.shared ? (previous?.sharedAt ?? now) : null,
      authorId: actor.userId,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(consultationNotes)
      .values({ bookingId: booking.id, ...values })
      .onConflictDoUpdate({ target: consultationNotes.bookingId, set: values })
      .returning();
    if (!row) throw new Error('consultation note upsert returned no row');
    await auditNote(tx, actor, 'consultation_note.save', booking.id, booking.patientId, input.shared);
    return view(row);
  });
}
