import type { ConsultationNote, NoteAmendment } from '@sante/shared/clinic-constants';
import type {
  TConsultationNoteRequest,
  TNoteAmendmentRequest,
  TSignConsultationNoteRequest,
} from '@sante/shared/clinic-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const noteKey = (bookingId: string) => ['consultation-notes', bookingId] as const;

/** `GET /api/consultation-notes/{bookingId}`: the carer's note of one of their bookings (null before the first save). */
export function useConsultationNote(bookingId: string) {
  return useQuery({
    queryKey: noteKey(bookingId),
    queryFn: ({ signal }) =>
      apiRequest<{ note: ConsultationNote | null }>(`/consultation-notes/${bookingId}`, { signal }).then((r) => r.note),
  });
}

/** `PUT /api/consultation-notes/{bookingId}`: saves the draft (a signed note is 409). */
export function useSaveConsultationNote(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TConsultationNoteRequest) =>
      apiRequest<{ note: ConsultationNote }>(`/consultation-notes/${bookingId}`, { method: 'PUT', body }).then(
        (r) => r.note,
      ),
    onSuccess: (note) => queryClient.setQueryData(noteKey(bookingId), note),
  });
}

/** `POST /api/consultation-notes/{bookingId}/sign`: signs the saved draft, sharing the summary or not. */
export function useSignConsultationNote(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSignConsultationNoteRequest) =>
      apiRequest<{ note: ConsultationNote }>(`/consultation-notes/${bookingId}/sign`, { method: 'POST', body }).then(
        (r) => r.note,
      ),
    onSuccess: async (note) => {
      queryClient.setQueryData(noteKey(bookingId), note);
      await queryClient.invalidateQueries({ queryKey: ['doctor', 'patients'] });
    },
  });
}

/** `POST /api/consultation-notes/{bookingId}/amendments`: amends a signed note (reason and text). */
export function useAmendConsultationNote(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TNoteAmendmentRequest) =>
      apiRequest<{ amendment: NoteAmendment }>(`/consultation-notes/${bookingId}/amendments`, {
        method: 'POST',
        body,
      }).then((r) => r.amendment),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: noteKey(bookingId) });
      await queryClient.invalidateQueries({ queryKey: ['doctor', 'patients'] });
    },
  });
}
