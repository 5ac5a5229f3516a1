import type { AdminPaymentView } from '@sante/shared/payment-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { formatFcfa } from '../../../lib/format-money';
import { errorMessage, translateKey } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { ActionDialog } from '../../planning/components/action-dialog';
import { useRecordRefund } from '../api/admin-payments';

/** As the server asks (`ZRefundPaymentRequestSchema`): how the money went back, 5 to 500 characters. */
const MIN_REASON = 5;
const MAX_REASON = 500;

/** "Enregistrer le remboursement": a refund made outside the platform, recorded with how (audited). */
export function RefundDialog({ payment, onClose }: { payment: AdminPaymentView; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const refund = useRecordRefund();
  const [reason, setReason] = useState('');
  const [reasonErrors, setReasonErrors] = useState<string[]>([]);

  const submit = () => {
    const trimmed = reason.trim();
    if (trimmed.length < MIN_REASON || trimmed.length > MAX_REASON) {
      setReasonErrors([trimmed.length > MAX_REASON ? tc('validation.tooLong') : t('reconcileDialog.reasonTooShort')]);
      return;
    }
    refund.mutate(
      { id: payment.id, reason: trimmed },
      {
        onSuccess: () => {
          notifySuccess(t('done.refund'));
          onClose();
        },
        onError: (error) => {
          const keys = error instanceof ApiError ? (error.fieldErrors.reason ?? []) : [];
          if (keys.length > 0) setReasonErrors(keys.map((key) => translateKey(tc, key)));
          else notifyError(errorMessage(tc, error));
        },
      },
    );
  };

  return (
    <ActionDialog
      open
      title={t('refundDialog.title', { amount: formatFcfa(payment.amount) })}
      description={t('refundDialog.description')}
      confirmLabel={t('refundDialog.submit')}
      onConfirm={submit}
      onClose={onClose}
      pending={refund.isPending}
    >
      <FormField
        id={`refund-reason-${payment.id}`}
        label={t('refundDialog.reason')}
        hint={t('refundDialog.reasonHint')}
        errors={reasonErrors}
      >
        {(control) => (
          <Input
            {...control}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonErrors([]);
            }}
          />
        )}
      </FormField>
    </ActionDialog>
  );
}
