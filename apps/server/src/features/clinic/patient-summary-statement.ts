import { SUMMARY_DOCUMENTS, SUMMARY_NOTES, SUMMARY_RESULTS, type CareBasis } from '@sante/shared/clinic-constants';
import { SUMMARY_SCORES } from '@sante/shared/clinical-scores/saved-score';
import { CARER_SEXES, PROFESSIONS } from '@sante/shared/doctor-constants';
import type { MedicalDocumentKind } from '@sante/shared/medical-record-constants';
import type { MedicalDocument } from '@sante/shared/medical-record-schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jsonRows, rowsFromJson } from '../../db/json-rows';
import { consultationNoteAmendments, consultationNotes, scoreRecords } from '../../db/schema/clinic';
import { healthEntries, patientProfiles } from '../../db/schema/patients';
import { userProfiles } from '../../db/schema/profiles';
import { labResults } from '../../db/schema/tasks';
import { vaccinationDoses } from '../../db/schema/vaccinations';
import { careBasis, emergencyUntil, inCareOf, type ClinicActor } from './care-relationship';
import { carerRefView } from './note-view';
import { visitTimes } from './visit-times';

type Json = Record<string, unknown>;

/** The patient's row of the statement (`null` outside the carer's care); its lists are decoded by the caller. */
export type SummaryRow = {
  id: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  city: string | null;
  neighbourhood: string | null;
  date_of_birth: string | null;
  sex: string | null;
  blood_group: string | null;
  landmark: string | null;
  latitude: number | null;
  longitude: number | null;
  basis: CareBasis;
  emergency_until: number | null;
  last_visit_at: number | null;
  next_visit_at: number | null;
  entries: unknown;
  doses: unknown;
  documents: Json[];
  document_count: number;
  scores: unknown;
  notes: Json[];
  amendments: unknown;
  signed_note_count: number;
  results: unknown;
  result_count: number;
  abnormal_result_count: number;
  prescription_count: number;
  carers: Json[];
};

/**
 * The whole summary in ONE statement (issue #13 §1: one request, and one round trip to the database): the patient if
 * in the carer's care (`inCareOf`, scoped in the query), each list as a JSON array beside it, and the audit row of
 * the read written by the same statement (a data-modifying CTE runs once, only when the patient is found). The
 * lists' CTEs name the patient's id (index scans in the newest-first order); they are read only from `in_care`'s row,
 * so nothing of them leaves the statement when the patient is not in the carer's care.
 */
export async function selectPatientSummary(
  db: Db,
  actor: ClinicActor,
  patientId: string,
  now: Date,
): Promise<SummaryRow | null> {
  const patient = userProfiles.userId;
  const { lastVisitAt, nextVisitAt } = visitTimes(actor.userId, patient, now);
  // Both databases are reached through node-postgres (ADR 019): the result is its `QueryResult`.
  const result = (await db.execute(sql`
    with in_care as (
      select ${patient} as id, ${userProfiles.firstName} as first_name, ${userProfiles.lastName} as last_name,
        ${userProfiles.phone} as phone, ${userProfiles.city} as city, ${userProfiles.neighbourhood} as neighbourhood,
        ${patientProfiles.dateOfBirth} as date_of_birth, ${patientProfiles.sex} as sex,
        ${patientProfiles.bloodGroup} as blood_group, ${patientProfiles.landmark} as landmark,
        ${patientProfiles.latitude} as latitude, ${patientProfiles.longitude} as longitude,
        ${careBasis(actor.userId, patient, now)} as basis,
        ${emergencyUntil(actor.userId, patient, now)} as emergency_until,
        ${lastVisitAt} as last_visit_at, ${nextVisitAt} as next_visit_at
      from ${userProfiles} left join ${patientProfiles} on ${eq(patientProfiles.userId, patient)}
      where ${and(
        eq(patient, patientId),
        inCareOf(actor.userId, patient, now),
        eq(userProfiles.role, 'patient'),
        eq(userProfiles.status, 'active'),
      )}
    ), notes as (
      select n.*, b.starts_at as visit_at, b.doctor_id as carer_id
      from consultation_notes n join bookings b on b.id = n.booking_id
      where b.patient_id = ${patientId} and n.status = 'signed'
      order by b.starts_at desc limit ${SUMMARY_NOTES}
    ), amendments as (
      select a.* from consultation_note_amendments a where a.booking_id in (select booking_id from notes)
      order by a.created_at
    ), scores as (
      select s.* from score_records s where s.patient_id = ${patientId}
      order by s.created_at desc, s.id desc limit ${SUMMARY_SCORES}
    ), results as (
      select l.* from lab_results l where l.patient_id = ${patientId}
      order by l.created_at desc limit ${SUMMARY_RESULTS}
    ), logged as (
      insert into audit_log (action, outcome, actor_id, actor_role, target_type, target_id, ip, request_id, details)
      select 'patient_record.read', 'success', ${actor.userId}, ${actor.role}, 'patient', id::text, ${actor.ip},
        ${actor.requestId}, jsonb_build_object('basis', basis)
      from in_care
    )
    select in_care.*,
      ${jsonRows(sql`select * from health_entries h where h.patient_id = in_care.id
        order by h.kind, h.label, h.created_at`)} as entries,
      ${jsonRows(sql`select * from vaccination_doses v where v.patient_id = in_care.id and v.dependent_id is null
        order by v.given_on, v.vaccine_code, v.dose_number`)} as doses,
      ${jsonRows(sql`select d.id, d.title, d.kind, d.category, d.document_date, d.created_at, d.updated_at,
          o.mime_type, o.size, u.role as uploaded_by_role
        from medical_documents d join storage_objects o on o.id = d.object_id
        left join user_profiles u on u.user_id = d.uploaded_by
        where d.patient_id = in_care.id order by d.document_date desc, d.created_at desc
        limit ${SUMMARY_DOCUMENTS}`)} as documents,
      (select count(*)::int from medical_documents d where d.patient_id = in_care.id) as document_count,
      ${jsonRows(sql`select * from scores`)} as scores,
      ${jsonRows(sql`select * from notes`)} as notes,
      ${jsonRows(sql`select * from amendments`)} as amendments,
      (select count(*)::int from consultation_notes n join bookings b on b.id = n.booking_id
        where b.patient_id = in_care.id and n.status = 'signed') as signed_note_count,
      ${jsonRows(sql`select * from results`)} as results,
      (select count(*)::int from lab_results l where l.patient_id = in_care.id) as result_count,
      (select count(*)::int from lab_results l where l.patient_id = in_care.id and l.abnormal_count > 0)
        as abnormal_result_count,
      (select count(*)::int from prescriptions r where r.patient_id = in_care.id
        and (r.status = 'signed' or r.doctor_id = ${actor.userId})) as prescription_count,
      ${jsonRows(sql`select u.user_id as id, u.first_name, u.last_name, p.profession, p.sex
        from user_profiles u left join doctor_profiles p on p.user_id = u.user_id
        where u.user_id in (select carer_id from notes union select author_id from amendments
          union select author_id from scores union select doctor_id from results)`)} as carers
    from in_care`)) as { rows: SummaryRow[] };
  return result.rows[0] ?? null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const iso = (value: unknown) => new Date(String(value)).toISOString();

/** The lists of the row, decoded into the rows of their tables (their features' views apply to them). */
export function decodeSummaryLists(row: SummaryRow) {
  const carers = new Map(
    row.carers.map((carer) => {
      const ref = carerRefView({
        id: String(carer.id),
        firstName: String(carer.first_name),
        lastName: String(carer.last_name),
        profession: PROFESSIONS.find((value) => value === carer.profession) ?? null,
        sex: CARER_SEXES.find((value) => value === carer.sex) ?? null,
      });
      return [ref.id, ref] as const;
    }),
  );
  const notes = rowsFromJson(consultationNotes, row.notes).map((note, index) => ({
    note,
    visitAt: iso(row.notes[index]?.visit_at),
    carerId: text(row.notes[index]?.carer_id),
  }));
  const documents: MedicalDocument[] = row.documents.map((document) => ({
    id: String(document.id),
    title: String(document.title),
    kind: String(document.kind) as MedicalDocumentKind,
    category: text(document.category),
    documentDate: String(document.document_date),
    mimeType: String(document.mime_type),
    size: Number(document.size),
    uploadedByRole: text(document.uploaded_by_role),
    createdAt: iso(document.created_at),
    updatedAt: iso(document.updated_at),
  }));
  return {
    carers,
    entries: rowsFromJson(healthEntries, row.entries),
    doses: rowsFromJson(vaccinationDoses, row.doses),
    documents,
    scores: rowsFromJson(scoreRecords, row.scores),
    notes,
    amendments: rowsFromJson(consultationNoteAmendments, row.amendments),
    results: rowsFromJson(labResults, row.results),
  };
}
