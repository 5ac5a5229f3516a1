import type { TStartConversationRequest } from '@sante/shared/conversation-schemas';
import type { ConversationKind } from '@sante/shared/conversation-constants';
import { isStaffRole } from '@sante/shared/roles';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { conversations } from '../../db/schema/conversations';
import { doctorProfiles } from '../../db/schema/doctors';
import { dependents } from '../../db/schema/vaccinations';
import { AppError } from '../../lib/app-error';
import type { Participant } from './conversation-access';

type Parties = { kind: ConversationKind; patientId: string | null; carerId: string | null; dependentId: string | null };

/** The patient's own dependant, or 404 (another family's child looks like one that does not exist). */
async function ownDependent(db: Db, patientId: string, dependentId: string | undefined): Promise<string | null> {
  if (!dependentId) return null;
  const [row] = await db
    .select({ id: dependents.id })
    .from(dependents)
    .where(and(eq(dependents.id, dependentId), eq(dependents.guardianId, patientId)));
  if (!row) throw new AppError('not_found');
  return row.id;
}

async function haveBooking(db: Db, patientId: string, carerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.patientId, patientId), eq(bookings.doctorId, carerId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Who the caller may open a thread with (403 `conversation_not_allowed` otherwise): a patient with a carer of one
 * of their bookings, or the team (always), about themself or one of their own dependants (ADR 048); a carer with a patient of one of their bookings, or the team; staff with
 * a doctor or nurse (internal).
 */
async function partiesFor(db: Db, caller: Participant, input: TStartConversationRequest): Promise<Parties> {
  const refused = new AppError('conversation_not_allowed');
  if (caller.role === 'patient') {
    if (input.with === 'team') {
      const dependentId = await ownDependent(db, caller.userId, input.dependentId);
      return { kind: 'patient_team', patientId: caller.userId, carerId: null, dependentId };
    }
    if (input.with !== 'carer' || !(await haveBooking(db, caller.userId, input.carerId))) throw refused;
    const dependentId = await ownDependent(db, caller.userId, input.dependentId);
    return { kind: 'patient_carer', patientId: caller.userId, carerId: input.carerId, dependentId };
  }
  if (caller.role === 'medecin') {
    if (input.with === 'team')
      return { kind: 'team_doctor', patientId: null, carerId: caller.userId, dependentId: null };
    if (input.with !== 'patient' || !(await haveBooking(db, input.patientId, caller.userId))) throw refused;
    return { kind: 'patient_carer', patientId: input.patientId, carerId: caller.userId, dependentId: null };
  }
  if (isStaffRole(caller.role) && input.with === 'doctor') {
    const [doctor] = await db
      .select({ id: doctorProfiles.userId })
      .from(doctorProfiles)
      .where(eq(doctorProfiles.userId, input.doctorId));
    if (!doctor) throw refused;
    return { kind: 'team_doctor', patientId: null, carerId: doctor.id, dependentId: null };
  }
  throw refused;
}

/**
 * Opens the thread between the caller and `input`, or returns the one that exists (one per pair: unique indexes;
 * a lost race reads the winner's). `created` tells which.
 */
export async function startConversation(
  deps: Pick<AppDeps, 'db'>,
  caller: Participant,
  input: TStartConversationRequest,
  now: Date,
): Promise<{ conversationId: string; created: boolean }> {
  const parties = await partiesFor(deps.db, caller, input);
  const same = and(
    eq(conversations.kind, parties.kind),
    parties.patientId ? eq(conversations.patientId, parties.patientId) : sql`${conversations.patientId} is null`,
    parties.carerId ? eq(conversations.carerId, parties.carerId) : sql`${conversations.carerId} is null`,
    parties.dependentId ? eq(conversations.dependentId, parties.dependentId) : isNull(conversations.dependentId),
  );
  const [inserted] = await deps.db
    .insert(conversations)
    .values({ ...parties, createdBy: caller.userId, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (inserted) return { conversationId: inserted.id, created: true };
  const [existing] = await deps.db.select({ id: conversations.id }).from(conversations).where(same);
  if (!existing) throw new Error('conversation neither inserted nor found');
  return { conversationId: existing.id, created: false };
}
