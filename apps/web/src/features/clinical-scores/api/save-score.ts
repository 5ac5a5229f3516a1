import type { SavedScoreResponse, SaveScoreRequest } from '@sante/shared/clinical-scores/saved-score';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /api/doctor/patients/{id}/scores`: saves the calculator's inputs into the patient's record; the server
 * computes the result again (ADR 050). The record's summary is refreshed.
 */
export function useSaveScore(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveScoreRequest) =>
      apiRequest<SavedScoreResponse>(`/doctor/patients/${patientId}/scores`, { method: 'POST', body }).then(
        (r) => r.score,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['doctor', 'patients', patientId, 'summary'] }),
  });
}
