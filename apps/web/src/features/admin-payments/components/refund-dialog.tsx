import type { AdminPaymentView } from '@sante/shared/payment-constants';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { formatFcfa } from '../../../lib/format-money';
import { notifySuccess } from '../../../lib/notify';
import { ActionDialog } from '../../planning/components/action-dialog';
import { useRecordRefund } from '../api/admin-payments';
import { useReasonField } from './use-reason-field';

/** "Enregistrer le remboursement": a refund made outside the platform, recorded with how (audited). */
export function RefundDialog({ payment, onClose }: { payment: AdminPaymentView; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const refund = useRecordRefund();
  const reason = useReasonField();

  const submit = () => {
    const validated = reason.validated();
    if (validated === null) return;
    refund.mutate(
      { id: payment.id, reason: validated },
      {
        onSuccess: () => {
          notifySuccess(t('done.refund'));
          onClose();
        },
        onError: reason.showError,
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
        errors={reason.errors}
      >
        {(control) => (
          <Input {...control} value={reason.reason} onChange={(event) => reason.change(event.target.value)} />
        )}
      </FormField>
    </ActionDialog>
  );
}
