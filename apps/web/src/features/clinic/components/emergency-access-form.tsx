import { EMERGENCY_ACCESS } from '@sante/shared/clinic-constants';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notifySuccess } from '../../../lib/notify';
import { useOpenEmergencyAccess } from '../api/clinic';
import type { EmergencyAccessValues } from './emergency-access-schema';
import { Textarea } from '../../../components/ui/textarea';

const emergencyForm = lazyResolver(() => import('./emergency-access-schema').then((m) => m.emergencyAccessResolver));

/** « Accès d'urgence »: the reason the carer types (validated with the server's schema), then the record opens. */
export function EmergencyAccessForm({ patientId }: { patientId: string }) {
  const { t } = useTranslation('clinic');
  const { t: tc } = useTranslation();
  const open = useOpenEmergencyAccess(patientId);
  const { register, handleSubmit, setError, formState } = useForm<EmergencyAccessValues>({
    resolver: emergencyForm.resolver,
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await open.mutateAsync(values);
      notifySuccess(t('emergency.opened'));
    } catch (failure) {
      applyServerErrors(failure, setError, ['reason']);
    }
  });
  return (
    <form
      noValidate
      onFocus={emergencyForm.preload}
      onSubmit={submit}
      aria-labelledby="emergency-title"
      className="flex flex-col gap-4 rounded-xl border border-destructive/40 bg-card p-4"
    >
      <h2 id="emergency-title" className="text-lg font-semibold text-destructive">
        {t('emergency.title')}
      </h2>
      <p className="text-sm">{t('emergency.intro', { hours: EMERGENCY_ACCESS.hours })}</p>
      <FormField
        id="emergency-reason"
        label={t('emergency.reason')}
        hint={t('emergency.reasonHint', { min: EMERGENCY_ACCESS.reasonMin })}
        errors={fieldMessages(tc, formState.errors.reason)}
      >
        {(control) => <Textarea {...control} {...register('reason')} rows={3} maxLength={EMERGENCY_ACCESS.reasonMax} />}
      </FormField>
      <FormError error={formState.errors.reason ? null : open.error} />
      <Button type="submit" variant="destructive" className="self-start" disabled={open.isPending}>
        {t('emergency.submit')}
      </Button>
    </form>
  );
}
