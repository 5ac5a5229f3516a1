import type { ConsultationNote } from '@sante/shared/clinic-constants';
import type { TConsultationNoteRequest } from '@sante/shared/clinic-schemas';
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

/** `PUT /api/consultation-notes/{bookingId}`: saves the note and shares (or not) the summary with the patient. */
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
