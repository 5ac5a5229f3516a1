import { UI } from '@sante/shared/constants';
import type {
  DoctorInvoicesResponse,
  InvoiceYearsResponse,
  InvoicesResponse,
  InvoiceVerificationLinkResponse,
  InvoiceVerificationResponse,
  InvoiceView,
  PayLinkResponse,
  PublicInvoiceResponse,
} from '@sante/shared/invoice-constants';
import type { TCreateCustomInvoiceRequest, TPayLink } from '@sante/shared/invoice-schemas';
import {
  isFinalPaymentStatus,
  PAYMENT_STATUS_POLL_MS,
  type PaymentResponse,
  type PaymentView,
} from '@sante/shared/payment-constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const invoicesKey = ['invoices'] as const;

/** `GET /api/invoices`: the patient's own invoices, newest first. */
export function myInvoicesQueryOptions() {
  return queryOptions({
    queryKey: [...invoicesKey, 'mine'] as const,
    queryFn: ({ signal }) => apiRequest<InvoicesResponse>('/invoices', { signal }).then((body) => body.invoices),
  });
}

export function useMyInvoices() {
  return useQuery(myInvoicesQueryOptions());
}

/** `GET /api/invoices/{id}/verification`: the public page's address an invoice's owner hands over (ADR 057). */
export function useInvoiceVerificationLink(id: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<InvoiceVerificationLinkResponse>(`/invoices/${id}/verification`).then(
        (body) => `${window.location.origin}${body.path}`,
      ),
  });
}

/** `GET /api/invoice-verifications/{code}` (public): what an invoice's QR code proves. */
export function useInvoiceVerification(code: string) {
  return useQuery({
    queryKey: ['invoice-verification', code] as const,
    queryFn: ({ signal }) =>
      apiRequest<InvoiceVerificationResponse>(`/invoice-verifications/${encodeURIComponent(code)}`, { signal }).then(
        (body) => body.verification,
      ),
  });
}

/** The PDF, downloaded by the browser with the session cookie (same origin). */
export const invoicePdfHref = (id: string) => `/api/invoices/${id}/pdf`;

/** A credit note's PDF: the patient's own route, or staff's (admin and super admin, `credit_notes.read`). */
export const creditNotePdfHref = (id: string, as: 'patient' | 'staff') =>
  as === 'patient' ? `/api/credit-notes/${id}/pdf` : `/api/admin/credit-notes/${id}/pdf`;

/** What the payer chose: mobile money and the number to charge. */
export type PayChoice = { method: 'mtn_momo' | 'orange_money'; phone: string; idempotencyKey: string };

/** `POST /api/payments` for one of the patient's own unpaid invoices. */
export function usePayOwnInvoice(invoiceId: string) {
  return useMutation({
    mutationFn: (choice: PayChoice) =>
      apiRequest<PaymentResponse>('/payments', {
        method: 'POST',
        body: { payableType: 'invoice', payableId: invoiceId, ...choice },
        timeoutMs: UI.paymentRequestTimeoutMs,
      }).then((body) => body.payment),
  });
}

/** The payment's status until it is final: with the link when paid through it, as its payer otherwise. */
export function usePaymentProgress(payment: PaymentView, link: TPayLink | undefined) {
  return useQuery({
    queryKey: ['payments', 'progress', payment.id] as const,
    queryFn: ({ signal }) =>
      (link
        ? apiRequest<PaymentResponse>('/invoice-links/payments/read', {
            method: 'POST',
            body: { ...link, paymentId: payment.id },
            signal,
          })
        : apiRequest<PaymentResponse>(`/payments/${payment.id}`, { signal })
      ).then((body) => body.payment),
    initialData: payment,
    refetchInterval: (query) =>
      query.state.data && isFinalPaymentStatus(query.state.data.status) ? false : PAYMENT_STATUS_POLL_MS,
  });
}

/** `POST /api/invoice-links/read`: the invoice a payment link opens. */
export function useLinkInvoice(link: TPayLink | null) {
  return useQuery({
    queryKey: [...invoicesKey, 'link', link?.invoiceId] as const,
    queryFn: ({ signal }) =>
      apiRequest<PublicInvoiceResponse>('/invoice-links/read', { method: 'POST', body: link, signal }).then(
        (body) => body.invoice,
      ),
    enabled: link !== null,
    retry: false,
  });
}

/** `POST /api/invoice-links/payments`: mobile money through the link, without an account. */
export function usePayByLink(link: TPayLink) {
  return useMutation({
    mutationFn: (choice: PayChoice) =>
      apiRequest<PaymentResponse>('/invoice-links/payments', {
        method: 'POST',
        body: { ...link, ...choice },
        timeoutMs: UI.paymentRequestTimeoutMs,
      }).then((body) => body.payment),
  });
}

/** The PDF through the link (a POST: the token never goes in a URL), saved under the invoice's number. */
export async function downloadPdfByLink(link: TPayLink, number: string): Promise<void> {
  const response = await fetch('/api/invoice-links/pdf', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(link),
  });
  if (!response.ok) throw new Error(`pdf ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `facture-${number}.pdf`;
  anchor.click();
  URL.revokeObjectURL(url);
}

/** `/admin/factures` filters as kept in the address; empty = no filter. */
export type AdminInvoiceFilters = { status: string; kind: string; q: string };
const adminInvoicesKey = ['admin', 'invoices'] as const;

/** `GET /api/admin/invoices`: the current year's invoices. */
export function useAdminInvoices(filters: AdminInvoiceFilters) {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) if (value) query[name] = value;
  return useQuery({
    queryKey: [...adminInvoicesKey, query] as const,
    queryFn: ({ signal }) =>
      apiRequest<InvoicesResponse>('/admin/invoices', { query, signal }).then((body) => body.invoices),
  });
}

function useAdminInvoiceMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminInvoicesKey }),
  });
}

export function useCreateCustomInvoice() {
  return useAdminInvoiceMutation((body: TCreateCustomInvoiceRequest) =>
    apiRequest<PayLinkResponse>('/admin/invoices', { method: 'POST', body }),
  );
}

export function useRenewPayLink() {
  return useAdminInvoiceMutation((invoice: InvoiceView) =>
    apiRequest<PayLinkResponse>(`/admin/invoices/${invoice.id}/link`, { method: 'POST', body: {} }),
  );
}

export function useCancelInvoice() {
  return useAdminInvoiceMutation((invoice: InvoiceView) =>
    apiRequest<{ invoice: InvoiceView }>(`/admin/invoices/${invoice.id}/cancel`, { method: 'POST', body: {} }).then(
      (body) => body.invoice,
    ),
  );
}

/** `GET /api/doctor/invoices?month=YYYY-MM`: the doctor's acts of the month and their earnings. */
export function useDoctorInvoices(month: string) {
  return useQuery({
    queryKey: [...invoicesKey, 'doctor', month] as const,
    queryFn: ({ signal }) => apiRequest<DoctorInvoicesResponse>('/doctor/invoices', { query: { month }, signal }),
  });
}

/** `GET /api/admin/invoices/years`: closed years that have invoices. */
export function useArchivedYears() {
  return useQuery({
    queryKey: [...adminInvoicesKey, 'years'] as const,
    queryFn: ({ signal }) =>
      apiRequest<InvoiceYearsResponse>('/admin/invoices/years', { signal }).then((body) => body.years),
  });
}

/** `GET /api/invoices?year=`: every invoice of a closed year (staff), read-only. */
export function useYearInvoices(year: number | null) {
  return useQuery({
    queryKey: [...adminInvoicesKey, 'year', year] as const,
    queryFn: ({ signal }) =>
      apiRequest<InvoicesResponse>('/invoices', { query: { year: String(year) }, signal }).then(
        (body) => body.invoices,
      ),
    enabled: year !== null,
  });
}
