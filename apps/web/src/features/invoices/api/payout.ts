import type { PayoutDetails, TPayoutPhoneRequest } from '@sante/shared/invoice-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const payoutKey = ['doctor', 'payout'] as const;

/** `GET /api/doctor/payout`: the carer's own payout mobile-money number. */
export function usePayoutDetails() {
  return useQuery({
    queryKey: payoutKey,
    queryFn: ({ signal }) => apiRequest<PayoutDetails>('/doctor/payout', { signal }),
  });
}

/** `PUT /api/doctor/payout`: sets or (null) removes it. */
export function useSavePayoutPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TPayoutPhoneRequest) =>
      apiRequest<PayoutDetails>('/doctor/payout', { method: 'PUT', body: input }),
    onSuccess: (details) => queryClient.setQueryData(payoutKey, details),
  });
}
