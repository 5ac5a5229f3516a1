import { ageOn } from '@sante/shared/calendar-date';
import type { MyPatient } from '@sante/shared/clinic-constants';
import { SEXES } from '@sante/shared/patient-constants';
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { patientProfiles } from '../../db/schema/patients';
import { userProfiles } from '../../db/schema/profiles';
import { audit } from '../../lib/audit';
import { containsPattern, foldedContains, phoneContains, phoneDigits } from '../../lib/text-search';
import { careBasis, inCareOf, type ClinicActor } from './care-relationship';
import { isoOrNull, visitTimes } from './visit-times';

const LIST_LIMIT = 200;

/** Name, phone, or the reference of one of this carer's bookings with the patient. */
function matches(carerId: string, q: string): SQL {
  const digits = phoneDigits(q);
  const byReference = sql`exists (select 1 from bookings r where r.patient_id = ${userProfiles.userId}
    and r.doctor_id = ${carerId} and upper(r.reference) like ${containsPattern(q.toUpperCase())})`;
  return or(
    foldedContains(sql`${userProfiles.firstName} || ' ' || ${userProfiles.lastName}`, q),
    foldedContains(sql`${userProfiles.lastName} || ' ' || ${userProfiles.firstName}`, q),
    byReference,
    digits ? phoneContains(sql`${userProfiles.phone}`, digits) : undefined,
  ) as SQL;
}

/**
 * `GET /api/doctor/patients`: the patients in the carer's care now (`inCareOf`), with what the list shows: age,
 * sex, city, the last and next visit with this carer, whether allergies are recorded, and the patient's unread
 * messages in their conversation with the carer. Next visit first, then the most recent visit. Audited (ids and
 * count only).
 */
export async function listMyPatients(db: Db, actor: ClinicActor, q: string | undefined, now: Date) {
  const carerId = actor.userId;
  const { lastVisitAt, nextVisitAt, nextBookingReference } = visitTimes(carerId, userProfiles.userId, now);
  const rows = await db
    .select({
      id: userProfiles.userId,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      phone: userProfiles.phone,
      city: userProfiles.city,
      dateOfBirth: patientProfiles.dateOfBirth,
      sex: patientProfiles.sex,
      lastVisitAt,
      nextVisitAt,
      nextBookingReference,
      hasAllergies: sql<boolean>`exists (select 1 from health_entries h where h.patient_id = ${userProfiles.userId}
        and h.kind = 'allergy')`,
      unreadMessages: sql<number>`coalesce((select count(*)::int from conversations c
        join conversation_messages m on m.conversation_id = c.id
        left join conversation_receipts cr on cr.conversation_id = c.id and cr.user_id = ${carerId}
        where c.kind = 'patient_carer' and c.patient_id = ${userProfiles.userId} and c.carer_id = ${carerId}
        and m.sender_id = ${userProfiles.userId} and m.seq > coalesce(cr.read_seq, 0)), 0)`,
      basis: careBasis(carerId, userProfiles.userId, now),
    })
    .from(userProfiles)
    .leftJoin(patientProfiles, eq(patientProfiles.userId, userProfiles.userId))
    .where(
      and(
        inCareOf(carerId, userProfiles.userId, now),
        eq(userProfiles.role, 'patient'),
        eq(userProfiles.status, 'active'),
        q ? matches(carerId, q) : undefined,
      ),
    )
    .orderBy(sql`${nextVisitAt} asc nulls last`, sql`${lastVisitAt} desc nulls last`, asc(userProfiles.lastName))
    .limit(LIST_LIMIT);
  await audit(db, {
    action: 'patient_list.read',
    outcome: 'success',
    actorId: carerId,
    actorRole: actor.role,
    ip: actor.ip,
    requestId: actor.requestId,
    details: { count: rows.length, search: Boolean(q) },
  });
  return rows.map((row): MyPatient => ({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    age: ageOn(row.dateOfBirth, now),
    sex: SEXES.find((sex) => sex === row.sex) ?? null,
    city: row.city,
    phone: row.phone,
    lastVisitAt: isoOrNull(row.lastVisitAt),
    nextVisitAt: isoOrNull(row.nextVisitAt),
    nextBookingReference: row.nextBookingReference,
    hasAllergies: row.hasAllergies,
    unreadMessages: row.unreadMessages,
    basis: row.basis,
  }));
}
