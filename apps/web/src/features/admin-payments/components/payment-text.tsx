import type { AdminPaymentView, PaymentStatus } from '@sante/shared/payment-constants';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { cn } from '../../../lib/cn';

const KNOWN_FAILURES = ['declined', 'amount_mismatch', 'provider_unavailable', 'provider_error', 'manual'] as const;

const STATUS_STYLES: Record<PaymentStatus, string> = {
  pending: 'border-amber-500/50 bg-amber-500/10 text-amber-800 dark:text-amber-200',
  processing: 'border-amber-500/50 bg-amber-500/10 text-amber-800 dark:text-amber-200',
  succeeded: 'border-success/50 bg-success/10 text-foreground',
  failed: 'border-destructive/50 bg-destructive/10 text-destructive',
  cancelled: 'border-border bg-muted text-muted-foreground',
  expired: 'border-border bg-muted text-muted-foreground',
  refunded: 'border-border bg-muted text-muted-foreground',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span className={cn('inline-block rounded-full border px-2 py-0.5 text-xs font-medium', STATUS_STYLES[status])}>
      {t(`payments.statuses.${status}`)}
    </span>
  );
}

/**
 * The words of one payment row: date (Douala, with the year when not this one), for whom, what it pays (and its
 * reference), provider, method, the provider's reference, why it failed.
 */
export function usePaymentText() {
  const { t, i18n } = useTranslation('admin');
  return (payment: AdminPaymentView) => {
    const failure = payment.failureCode ? (KNOWN_FAILURES.find((code) => code === payment.failureCode) ?? null) : null;
    return {
      date: formatDateTime(new Date(payment.createdAt), i18n.language),
      patient: payment.patientName ?? t('payments.unknownPatient'),
      payable: payment.payableReference
        ? `${t(`payments.payableTypes.${payment.payableType}`)} ${payment.payableReference}`
        : t(`payments.payableTypes.${payment.payableType}`),
      provider: t(`payments.providers.${payment.provider}`),
      method: t(`payments.methods.${payment.method}`),
      reference: payment.providerReference ?? '—',
      failure: payment.failureCode
        ? t('payments.failure', {
            reason: failure
              ? t(`payments.failures.${failure}`)
              : t('payments.failures.other', { code: payment.failureCode }),
          })
        : null,
    };
  };
}
