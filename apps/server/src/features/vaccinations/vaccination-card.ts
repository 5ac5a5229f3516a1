import { doualaToday } from '@sante/shared/calendar-date';
import { DUE_DOSE_HORIZON_DAYS } from '@sante/shared/pev-schedule';
import type { DueDose, VaccinationCard } from '@sante/shared/vaccination-schemas';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vaccinationDoses } from '../../db/schema/vaccinations';
import { auditCaller } from '../auth/audit-caller';
import { doseStatuses, isReminder } from './dose-statuses';
import { doseView } from './vaccination-doses';
import { listPeople, personOf, type VaccinationPatient, type VaccinationRequest } from './vaccination-people';

/** The doses recorded for one person of an account (the holder: `dependentId` null), oldest first. */
export function dosesOf(db: Db, patientId: string, dependentId: string | null) {
  return db
    .select()
    .from(vaccinationDoses)
    .where(
      and(
        eq(vaccinationDoses.patientId, patientId),
        dependentId === null ? isNull(vaccinationDoses.dependentId) : eq(vaccinationDoses.dependentId, dependentId),
      ),
    )
    .orderBy(asc(vaccinationDoses.givenOn), asc(vaccinationDoses.vaccineCode), asc(vaccinationDoses.doseNumber));
}

/** `GET /api/vaccinations/card`: the schedule with statuses for the holder or one child (404 for anyone else). */
export async function readCard(
  db: Db,
  req: VaccinationRequest,
  patient: VaccinationPatient,
  dependentId: string | null,
): Promise<VaccinationCard> {
  return db.transaction(async (tx) => {
    const person = await personOf(tx, patient, dependentId);
    const doses = (await dosesOf(tx, patient.userId, dependentId)).map(doseView);
    const today = doualaToday();
    await auditCaller(tx, req, patient, {
      action: 'vaccination_card.read',
      targetType: dependentId ? 'dependent' : 'patient',
      targetId: dependentId ?? patient.userId,
    });
    return { person, today, entries: doseStatuses(person, doses, today), doses };
  });
}

/** `GET /api/vaccinations/due`: overdue and soon-due doses of the holder and each child, overdue first. */
export async function readDueDoses(db: Db, req: VaccinationRequest, patient: VaccinationPatient): Promise<DueDose[]> {
  return db.transaction(async (tx) => {
    const today = doualaToday();
    const due: DueDose[] = [];
    for (const person of await listPeople(tx, patient)) {
      const doses = (await dosesOf(tx, patient.userId, person.dependentId)).map(doseView);
      for (const entry of doseStatuses(person, doses, today)) {
        if (!isReminder(entry, today, DUE_DOSE_HORIZON_DAYS) || entry.dueOn === null) continue;
        due.push({
          dependentId: person.dependentId,
          personName: person.firstName,
          vaccineCode: entry.vaccineCode,
          doseNumber: entry.doseNumber,
          dueOn: entry.dueOn,
          overdue: entry.status === 'overdue',
        });
      }
    }
    await auditCaller(tx, req, patient, {
      action: 'vaccination_due.read',
      targetType: 'patient',
      targetId: patient.userId,
      details: { count: due.length },
    });
    return due.sort((a, b) => Number(b.overdue) - Number(a.overdue) || a.dueOn.localeCompare(b.dueOn));
  });
}
