import type { AdminPaymentView } from '@sante/shared/payment-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { formatFcfa } from '../../../lib/format-money';
import { errorMessage, translateKey } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { ActionDialog } from '../../planning/components/action-dialog';
import { useReconcilePayment } from '../api/admin-payments';

const RESOLUTIONS = ['succeeded', 'failed', 'cancelled'] as const;
type Resolution = (typeof RESOLUTIONS)[number];
/** As the server asks (`ZReconcilePaymentRequestSchema`): a manual resolution needs a reason of 5+ characters. */
const MIN_REASON = 5;
const MAX_REASON = 500;

/**
 * "Rapprocher": re-read the status at the provider, or settle the payment by hand with a reason. Both are
 * confirmed in this dialog and audited by the server.
 */
export function ReconcileDialog({ payment, onClose }: { payment: AdminPaymentView; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const reconcile = useReconcilePayment();
  const [mode, setMode] = useState<'provider' | 'manual'>(payment.provider === 'cash' ? 'manual' : 'provider');
  const [resolution, setResolution] = useState<Resolution>('succeeded');
  const [reason, setReason] = useState('');
  const [reasonErrors, setReasonErrors] = useState<string[]>([]);
  const id = payment.id;

  const submit = () => {
    const trimmed = reason.trim();
    if (mode === 'manual' && (trimmed.length < MIN_REASON || trimmed.length > MAX_REASON)) {
      setReasonErrors([trimmed.length > MAX_REASON ? tc('validation.tooLong') : t('reconcileDialog.reasonTooShort')]);
      return;
    }
    const input = mode === 'manual' ? { resolution, reason: trimmed } : {};
    reconcile.mutate(
      { id, input },
      {
        onSuccess: (result) => {
          notifySuccess(t('done.reconcile', { status: t(`payments.statuses.${result.status}`) }));
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
      title={t('reconcileDialog.title', { amount: formatFcfa(payment.amount) })}
      description={t('reconcileDialog.description')}
      confirmLabel={t('reconcileDialog.submit')}
      onConfirm={submit}
      onClose={onClose}
      pending={reconcile.isPending}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('reconcileDialog.mode')}</legend>
        {(['provider', 'manual'] as const).map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`reconcile-mode-${id}`}
              value={option}
              checked={mode === option}
              disabled={option === 'provider' && payment.provider === 'cash'}
              onChange={() => setMode(option)}
              className="size-4 accent-primary"
            />
            {t(`reconcileDialog.${option}`)}
          </label>
        ))}
      </fieldset>
      {mode === 'manual' && (
        <>
          <FormField id={`reconcile-resolution-${id}`} label={t('reconcileDialog.resolution')}>
            {(control) => (
              <Select
                {...control}
                value={resolution}
                onChange={(event) =>
                  setResolution(RESOLUTIONS.find((value) => value === event.target.value) ?? 'succeeded')
                }
              >
                {RESOLUTIONS.map((value) => (
                  <option key={value} value={value}>
                    {t(`payments.statuses.${value}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField
            id={`reconcile-reason-${id}`}
            label={t('reconcileDialog.reason')}
            hint={t('reconcileDialog.reasonHint')}
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
        </>
      )}
    </ActionDialog>
  );
}
