import type {
  PrescriberDetails,
  PrescriptionVerification,
  PrescriptionView,
  RecordPrescriptionsPage,
} from '@sante/shared/prescription-constants';
import type {
  TDispenseRequest,
  TPrescriberDetailsRequest,
  TPrescriptionRequest,
} from '@sante/shared/prescription-schemas';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { APP_CONFIG } from '../../../lib/app-config';
import { ApiError, apiErrorFromResponse, apiRequest, errorTextsReady } from '../../../lib/api-client';

const detailsKey = ['prescriber-details'] as const;
const bookingKey = (bookingId: string) => ['prescriptions', 'booking', bookingId] as const;
const mineKey = ['prescriptions', 'mine'] as const;
const verificationKey = (code: string) => ['prescription-verifications', code] as const;

/** `GET /api/doctor/prescriber-details`: what prescriptions print of the doctor, and what is missing. */
export function usePrescriberDetails() {
  return useQuery({
    queryKey: detailsKey,
    queryFn: ({ signal }) =>
      apiRequest<{ details: PrescriberDetails }>('/doctor/prescriber-details', { signal }).then((r) => r.details),
  });
}

export function useSavePrescriberDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPrescriberDetailsRequest) =>
      apiRequest<{ details: PrescriberDetails }>('/doctor/prescriber-details', { method: 'PUT', body }).then(
        (r) => r.details,
      ),
    onSuccess: (details) => queryClient.setQueryData(detailsKey, details),
  });
}

/** `POST /api/doctor/prescriber-details/stamp` (multipart `file`): errors become `ApiError`s like every other call. */
async function uploadStamp(file: File): Promise<PrescriberDetails> {
  const form = new FormData();
  form.set('file', file);
  let response: Response;
  try {
    response = await fetch(`${APP_CONFIG.apiBasePath}/doctor/prescriber-details/stamp`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiError({ status: 0, code: null });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    await errorTextsReady();
    throw apiErrorFromResponse(response.status, body, response.headers.get('retry-after'));
  }
  return (body as { details: PrescriberDetails }).details;
}

export function useUploadStamp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadStamp,
    onSuccess: (details) => queryClient.setQueryData(detailsKey, details),
  });
}

/** `GET /api/prescriptions/booking/{bookingId}` (the booking's doctor): null before the first save. */
export function useBookingPrescription(bookingId: string) {
  return useQuery({
    queryKey: bookingKey(bookingId),
    queryFn: ({ signal }) =>
      apiRequest<{ prescription: PrescriptionView | null }>(`/prescriptions/booking/${bookingId}`, { signal }).then(
        (r) => r.prescription,
      ),
  });
}

/** Saves the draft, or signs it (the planning's booking then shows « Ordonnance prête » as possible). */
export function usePrescriptionMutation(bookingId: string, action: 'save' | 'sign') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body?: TPrescriptionRequest) =>
      apiRequest<{ prescription: PrescriptionView }>(
        action === 'save' ? `/prescriptions/booking/${bookingId}` : `/prescriptions/booking/${bookingId}/sign`,
        action === 'save' ? { method: 'PUT', body } : { method: 'POST' },
      ).then((r) => r.prescription),
    onSuccess: async (prescription) => {
      queryClient.setQueryData(bookingKey(bookingId), prescription);
      if (action === 'sign') await queryClient.invalidateQueries({ queryKey: ['bookings'] });
    },
  });
}

/** `GET /api/prescriptions` (patient): the signed prescriptions of the caller. */
export function useMyPrescriptions() {
  return useQuery({
    queryKey: mineKey,
    queryFn: ({ signal }) =>
      apiRequest<{ prescriptions: PrescriptionView[] }>('/prescriptions', { signal }).then((r) => r.prescriptions),
  });
}

/** The PDF's address (a plain link: the session cookie goes with it). */
export const prescriptionPdfHref = (id: string) => `${APP_CONFIG.apiBasePath}/prescriptions/${id}/pdf`;

/**
 * `GET /api/doctor/patients/{id}/prescriptions?before=`: a patient's prescriptions in the carer's record (signed ones
 * and my drafts), 10 a page, asked for once the summary has come (under its key: an emergency access refreshes it).
 */
export function useRecordPrescriptions(patientId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['doctor', 'patients', patientId, 'prescriptions'],
    queryFn: ({ signal, pageParam }) =>
      apiRequest<RecordPrescriptionsPage>(`/doctor/patients/${patientId}/prescriptions`, {
        query: pageParam ? { before: pageParam } : {},
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });
}

/** A signed prescription's PDF from the carer's record, a plain link like the patient's own. */
export const recordPrescriptionPdfHref = (patientId: string, id: string) =>
  `${APP_CONFIG.apiBasePath}/doctor/patients/${patientId}/prescriptions/${id}/pdf`;

/** `GET /api/prescription-verifications/{code}` (public). */
export function useVerification(code: string) {
  return useQuery({
    queryKey: verificationKey(code),
    queryFn: ({ signal }) =>
      apiRequest<{ verification: PrescriptionVerification }>(
        `/prescription-verifications/${encodeURIComponent(code)}`,
        { signal },
      ).then((r) => r.verification),
  });
}

/** `POST /api/prescription-verifications/{code}/dispense` (a pharmacy). */
export function useDispense(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDispenseRequest) =>
      apiRequest<{ verification: PrescriptionVerification }>(
        `/prescription-verifications/${encodeURIComponent(code)}/dispense`,
        { method: 'POST', body },
      ).then((r) => r.verification),
    onSuccess: (verification) => queryClient.setQueryData(verificationKey(code), verification),
  });
}
