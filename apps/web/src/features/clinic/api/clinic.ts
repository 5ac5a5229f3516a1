import type { MyPatient, PatientNote, PatientRecordSummary } from '@sante/shared/clinic-constants';
import type { TEmergencyAccessRequest } from '@sante/shared/clinic-schemas';
import type { MedicalDocument, SignedDocumentUrl } from '@sante/shared/medical-record-schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const patientsKey = ['doctor', 'patients'] as const;

/** `GET /api/doctor/patients?q`: the patients in my care now, searched by name, phone or booking reference. */
export function myPatientsQueryOptions(q: string) {
  const query: Record<string, string> = q ? { q } : {};
  return queryOptions({
    queryKey: [...patientsKey, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest<{ patients: MyPatient[] }>('/doctor/patients', { query, signal }).then((r) => r.patients),
  });
}

export function useMyPatients(q: string) {
  return useQuery({ ...myPatientsQueryOptions(q), placeholderData: keepPreviousData });
}

/** `GET /api/doctor/patients/{id}/summary`: the record's summary in one request; 404 outside a care relationship. */
export function patientSummaryQueryOptions(patientId: string) {
  return queryOptions({
    queryKey: [...patientsKey, patientId, 'summary'],
    queryFn: ({ signal }) => apiRequest<PatientRecordSummary>(`/doctor/patients/${patientId}/summary`, { signal }),
    retry: false,
  });
}

export function usePatientSummary(patientId: string) {
  return useQuery(patientSummaryQueryOptions(patientId));
}

/** `GET /api/doctor/patients/{id}/documents`: every document, asked for when the carer opens the full list. */
export function usePatientDocuments(patientId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...patientsKey, patientId, 'documents'],
    queryFn: ({ signal }) =>
      apiRequest<{ documents: MedicalDocument[] }>(`/doctor/patients/${patientId}/documents`, { signal }).then(
        (r) => r.documents,
      ),
    enabled,
  });
}

/**
 * `GET /api/doctor/patients/{id}/notes`: the consultation notes (signed ones and my drafts) with their amendments,
 * asked for when the carer opens the full list (the summary holds the last signed ones).
 */
export function usePatientNotes(patientId: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...patientsKey, patientId, 'notes'],
    queryFn: ({ signal }) =>
      apiRequest<{ notes: PatientNote[] }>(`/doctor/patients/${patientId}/notes`, { signal }).then((r) => r.notes),
  });
}

/** `GET /api/doctor/patients/{id}/documents/{documentId}/url`: a 5-minute signed URL, asked for on each opening. */
export function usePatientDocumentUrl(patientId: string) {
  return useMutation({
    mutationFn: ({ documentId, download }: { documentId: string; download: boolean }) =>
      apiRequest<SignedDocumentUrl>(`/doctor/patients/${patientId}/documents/${documentId}/url`, {
        query: download ? { download: '1' } : {},
      }),
  });
}

/** `POST /api/doctor/patients/{id}/emergency-access`: « Accès d'urgence » with the reason; then the summary loads. */
export function useOpenEmergencyAccess(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEmergencyAccessRequest) =>
      apiRequest<{ access: { id: string; expiresAt: string } }>(`/doctor/patients/${patientId}/emergency-access`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...patientsKey, patientId] }),
  });
}
