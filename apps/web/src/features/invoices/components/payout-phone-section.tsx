import type { PayoutDetails } from '@sante/shared/invoice-schemas';
import { formatCameroonPhone } from '@sante/shared/phone';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notifySuccess } from '../../../lib/notify';
import { usePayoutDetails, useSavePayoutPhone } from '../api/payout';
import type { PayoutPhoneFormInput, PayoutPhoneFormValues } from './payout-phone-schema';
import './register-invoice-catalogues';

const payoutForm = lazyResolver<PayoutPhoneFormInput, PayoutPhoneFormValues>(() =>
  import('./payout-phone-schema').then((m) => m.payoutPhoneResolver),
);

/**
 * `/dashboard-medecin/parametres#versement`: the MTN or Orange mobile-money number the carer's share is paid to
 * (ADR 045). Only the carer writes it; staff read it on the carer's page when they pay.
 */
export function PayoutPhoneSection() {
  const { t } = useTranslation('invoices');
  const details = usePayoutDetails();
  return (
    <Card id="versement" aria-labelledby="versement-title" role="region" className="scroll-mt-20">
      <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
        <h2 id="versement-title" className="text-lg font-semibold">
          {t('payout.title')}
        </h2>
        <CardDescription>{t('payout.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 p-4 sm:p-6">
        {details.isPending ? (
          <Spinner label={t('payout.title')} />
        ) : details.isError ? (
          <QueryError error={details.error} onRetry={() => void details.refetch()} retrying={details.isFetching}>
            {t('payout.loadError')}
          </QueryError>
        ) : (
          <PayoutForm details={details.data} />
        )}
      </CardContent>
    </Card>
  );
}

function PayoutForm({ details }: { details: PayoutDetails }) {
  const { t } = useTranslation('invoices');
  const { t: tc } = useTranslation();
  const save = useSavePayoutPhone();
  const { register, handleSubmit, setError, formState } = useForm<PayoutPhoneFormInput, unknown, PayoutPhoneFormValues>(
    {
      resolver: payoutForm.resolver,
      defaultValues: { payoutPhone: details.payoutPhone ? formatCameroonPhone(details.payoutPhone) : '' },
    },
  );
  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      notifySuccess(t(saved.payoutPhone ? 'payout.saved' : 'payout.removed'));
    } catch (failure) {
      applyServerErrors(failure, setError, ['payoutPhone']);
    }
  });
  return (
    <>
      <p role="status" className="text-sm">
        {details.payoutPhone && details.operator
          ? t('payout.current', {
              phone: formatCameroonPhone(details.payoutPhone),
              operator: t(`payout.operators.${details.operator}`),
            })
          : t('payout.none')}
      </p>
      <form noValidate onFocus={payoutForm.preload} onSubmit={submit} className="flex flex-col gap-4">
        <FormField
          id="payout-phone"
          label={t('payout.phone')}
          hint={t('payout.phoneHint')}
          errors={fieldMessages(tc, formState.errors.payoutPhone)}
        >
          {(control) => (
            <Input {...control} {...register('payoutPhone')} type="tel" inputMode="tel" autoComplete="tel" />
          )}
        </FormField>
        <FormError error={Object.keys(formState.errors).length > 0 ? null : save.error} />
        <Button type="submit" className="self-start" disabled={save.isPending}>
          {t('payout.save')}
        </Button>
      </form>
    </>
  );
}
