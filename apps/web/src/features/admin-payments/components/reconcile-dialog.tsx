import type { AdminPaymentView } from '@sante/shared/payment-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { formatFcfa } from '../../../lib/format-money';
import { notifySuccess } from '../../../lib/notify';
import { ActionDialog } from '../../planning/components/action-dialog';
import { useReconcilePayment } from '../api/admin-payments';
import { useReasonField } from './use-reason-field';

const RESOLUTIONS = ['succeeded', 'failed', 'cancelled'] as const;
type Resolution = (typeof RESOLUTIONS)[number];

/**
 * "Rapprocher": re-read the status at the provider, or settle the payment by hand with a reason. Both are
 * confirmed in this dialog and audited by the server.
 */
export function ReconcileDialog({ payment, onClose }: { payment: AdminPaymentView; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const reconcile = useReconcilePayment();
  const [mode, setMode] = useState<'provider' | 'manual'>(payment.provider === 'cash' ? 'manual' : 'provider');
  // Never preselected: staff choose the outcome they checked (a default "Réussi" would settle by mistake).
  const [resolution, setResolution] = useState<Resolution | null>(null);
  const [resolutionErrors, setResolutionErrors] = useState<string[]>([]);
  // A manual resolution needs a reason (`ZReconcilePaymentRequestSchema`).
  const reason = useReasonField();
  const id = payment.id;

  const submit = () => {
    if (mode === 'manual' && resolution === null) setResolutionErrors([t('reconcileDialog.resolutionRequired')]);
    const validated = mode === 'manual' ? reason.validated() : '';
    if (validated === null || (mode === 'manual' && resolution === null)) return;
    const input = mode === 'manual' && resolution ? { resolution, reason: validated } : {};
    reconcile.mutate(
      { id, input },
      {
        onSuccess: (result) => {
          notifySuccess(t('done.reconcile', { status: t(`payments.statuses.${result.status}`) }));
          onClose();
        },
        onError: reason.showError,
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
          <label key={option} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
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
          <FormField
            id={`reconcile-resolution-${id}`}
            label={t('reconcileDialog.resolution')}
            errors={resolutionErrors}
          >
            {(control) => (
              <Select
                {...control}
                value={resolution ?? ''}
                onChange={(event) => {
                  setResolution(RESOLUTIONS.find((value) => value === event.target.value) ?? null);
                  setResolutionErrors([]);
                }}
              >
                <option value="" disabled>
                  {t('reconcileDialog.chooseResolution')}
                </option>
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
            errors={reason.errors}
          >
            {(control) => (
              <Input {...control} value={reason.reason} onChange={(event) => reason.change(event.target.value)} />
            )}
          </FormField>
        </>
      )}
    </ActionDialog>
  );
}
