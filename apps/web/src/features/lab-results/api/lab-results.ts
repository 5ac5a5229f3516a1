import type { LabResultView, PatientResultsPage } from '@sante/shared/lab-result-constants';
import type { TCreateLabResultRequest } from '@sante/shared/lab-result-schemas';
import type { SignedDocumentUrl } from '@sante/shared/medical-record-schemas';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const adminKey = ['admin', 'results'] as const;
const doctorKey = (patientId: string) => ['doctor', 'patients', patientId, 'results'] as const;
const mineKey = ['results', 'mine'] as const;

/** `GET /api/admin/results`: the latest uploads. */
export function useUploadedResults() {
  return useQuery({
    queryKey: adminKey,
    queryFn: ({ signal }) =>
      apiRequest<{ results: LabResultView[] }>('/admin/results', { signal }).then((r) => r.results),
  });
}

/** `POST /api/admin/results`, then `POST /api/admin/results/{id}/file` when a file was chosen. */
export function useUploadResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, file }: { body: TCreateLabResultRequest; file: File | null }) => {
      const { result } = await apiRequest<{ result: LabResultView }>('/admin/results', { method: 'POST', body });
      if (file) {
        const form = new FormData();
        form.append('file', file);
        await apiRequest<null>(`/admin/results/${result.id}/file`, { method: 'POST', body: form });
      }
      return result;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

/**
 * `GET /api/doctor/patients/{id}/results?before=`: a patient's results (care relationship), 20 a page, asked for
 * when the carer opens the full list (the summary already holds the newest five).
 */
export function usePatientResults(patientId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: doctorKey(patientId),
    queryFn: ({ signal, pageParam }) =>
      apiRequest<PatientResultsPage>(`/doctor/patients/${patientId}/results`, {
        query: pageParam ? { before: pageParam } : {},
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });
}

/** `POST /api/doctor/results/{id}/release`: shows the result to the patient and completes its task. */
export function useReleaseResult(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ result: LabResultView }>(`/doctor/results/${id}/release`, { method: 'POST' }).then((r) => r.result),
    onSuccess: async () => {
      // The results' pages and the summary's newest results.
      await queryClient.invalidateQueries({ queryKey: ['doctor', 'patients', patientId] });
      await queryClient.invalidateQueries({ queryKey: ['tasks'] });
    },
  });
}

/** `GET /api/results`: my results, once released or 48 h after their upload. */
export function useMyResults() {
  return useQuery({
    queryKey: mineKey,
    queryFn: ({ signal }) => apiRequest<{ results: LabResultView[] }>('/results', { signal }).then((r) => r.results),
  });
}

/**
 * A result's file, as a 5-minute signed URL asked for on each opening: the carer's route (`patientId`), staff's
 * (`results.manage`), or the patient's own.
 */
export function useResultFileUrl(reader: { patientId: string } | 'staff' | 'patient') {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<SignedDocumentUrl>(
        reader === 'staff'
          ? `/admin/results/${id}/file`
          : reader === 'patient'
            ? `/results/${id}/file`
            : `/doctor/patients/${reader.patientId}/results/${id}/file`,
      ),
  });
}
