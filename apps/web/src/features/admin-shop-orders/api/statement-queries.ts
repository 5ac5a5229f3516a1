import type {
  CommissionStatementResponse,
  TCommissionStatementRequest,
} from '@sante/shared/commission-statement-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { APP_CONFIG } from '../../../lib/app-config';

type StatementPharmacy = { id: string; name: string; city: string };

const statementsKey = ['shop', 'statements'] as const;

export function statementPharmaciesQueryOptions() {
  return queryOptions({
    queryKey: [...statementsKey, 'pharmacies'],
    queryFn: ({ signal }) =>
      apiRequest<{ pharmacies: StatementPharmacy[] }>('/admin/shop/statements/pharmacies', { signal }),
  });
}

export function useStatementPharmacies() {
  return useQuery(statementPharmaciesQueryOptions());
}

export function commissionStatementQueryOptions({ pharmacyId, month }: TCommissionStatementRequest) {
  return queryOptions({
    queryKey: [...statementsKey, pharmacyId, month],
    queryFn: ({ signal }) =>
      apiRequest<CommissionStatementResponse>(
        `/admin/shop/statements?${new URLSearchParams({ pharmacyId, month }).toString()}`,
        { signal },
      ).then((r) => r.statement),
    enabled: pharmacyId !== '',
  });
}

/** A pharmacy's month: its handed-over orders, the commission, its VAT, the net due (ADR 053). */
export function useCommissionStatement(request: TCommissionStatementRequest) {
  return useQuery(commissionStatementQueryOptions(request));
}

/** Numbers the statement of an ended month, once (a second call answers the same statement). */
export function useIssueCommissionStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCommissionStatementRequest) =>
      apiRequest<CommissionStatementResponse>('/admin/shop/statements', { method: 'POST', body }).then(
        (r) => r.statement,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementsKey }),
  });
}

export function statementFileHref(invoiceId: string, format: 'pdf' | 'csv'): string {
  return `${APP_CONFIG.apiBasePath}/admin/shop/statements/${invoiceId}/${format}`;
}
