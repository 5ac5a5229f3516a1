import type { PrescriptionVerification } from '@sante/shared/prescription-constants';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { VerificationFrame, verificationTexts } from '../../../components/verification-frame';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notifySuccess } from '../../../lib/notify';
import { useCarerName } from '../../../lib/use-carer-name';
import { useDispense, useVerification } from '../api/prescriptions';
import { signedDay } from '../lib/prescription-format';
import { PrescriptionLines } from './prescription-lines';
import type { DispenseInput, DispenseValues } from './prescription-schemas';
import './register-prescription-catalogues';

const dispenseForm = lazyResolver<DispenseInput, DispenseValues>(() =>
  import('./prescription-schemas').then((m) => m.dispenseResolver),
);

/**
 * `/verification/ordonnance/{code}` (public, no account): what a prescription's QR code opens. Genuine: the
 * prescriber, the date, the medicines and whether it was dispensed, and the pharmacist's form to dispense it once;
 * otherwise « non authentique ». Never the diagnosis.
 */
export function VerificationPage() {
  const { t } = useTranslation('prescriptions');
  const { code = '' } = useParams();
  const verification = useVerification(code);
  return (
    <VerificationFrame verification={verification} texts={verificationTexts(t)}>
      {(genuine) => <Genuine code={code} verification={genuine} />}
    </VerificationFrame>
  );
}

function Genuine({
  code,
  verification,
}: {
  code: string;
  verification: Extract<PrescriptionVerification, { genuine: true }>;
}) {
  const { t, i18n } = useTranslation('prescriptions');
  const { t: tc } = useTranslation();
  const name = useCarerName();
  const { prescriber, dispensed } = verification;
  return (
    <>
      <Card>
        <CardContent className="flex flex-col gap-4 p-4 sm:p-6">
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-muted-foreground">{t('verification.prescriber')}</dt>
            <dd className="flex flex-col">
              <span className="font-medium">{name(prescriber)}</span>
              <span>{tc(`specialties.${prescriber.specialty}`)}</span>
              <span>{prescriber.facility}</span>
              <span>{prescriber.professionalAddress}</span>
              <span>{t('verification.licence', { number: prescriber.licenceNumber })}</span>
            </dd>
            <dt className="text-muted-foreground">{t('verification.date')}</dt>
            <dd>{signedDay(verification.signedAt, i18n.language)}</dd>
            <dt className="text-muted-foreground">{t('verification.patient')}</dt>
            <dd>{verification.patientInitials}</dd>
          </dl>
          <PrescriptionLines medicines={verification.medicines} exams={verification.exams} headingLevel={2} />
          <p role="status" className={dispensed ? 'font-semibold text-destructive' : 'font-medium'}>
            {dispensed
              ? t('verification.dispensed', {
                  date: signedDay(dispensed.at, i18n.language),
                  pharmacy: dispensed.pharmacy,
                })
              : t('verification.notDispensed')}
          </p>
        </CardContent>
      </Card>
      {!dispensed && <DispenseForm code={code} />}
    </>
  );
}

function DispenseForm({ code }: { code: string }) {
  const { t } = useTranslation('prescriptions');
  const { t: tc } = useTranslation();
  const dispense = useDispense(code);
  const { register, handleSubmit, setError, formState } = useForm<DispenseInput, unknown, DispenseValues>({
    resolver: dispenseForm.resolver,
    defaultValues: { pharmacistLicence: '', pharmacy: '', dispensingCode: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await dispense.mutateAsync(values);
      notifySuccess(t('verification.dispensedDone'));
    } catch (failure) {
      applyServerErrors(failure, setError, ['pharmacistLicence', 'pharmacy', 'dispensingCode']);
    }
  });
  return (
    <Card aria-labelledby="dispense-title" role="region">
      <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
        <h2 id="dispense-title" className="text-lg font-semibold">
          {t('verification.dispenseTitle')}
        </h2>
        <CardDescription>{t('verification.dispenseText')}</CardDescription>
      </CardHeader>
      <CardContent className="p-4 sm:p-6">
        <form noValidate onFocus={dispenseForm.preload} onSubmit={submit} className="flex flex-col gap-4">
          <FormField
            id="dispense-licence"
            label={t('verification.pharmacistLicence')}
            errors={fieldMessages(tc, formState.errors.pharmacistLicence)}
          >
            {(control) => <Input {...control} {...register('pharmacistLicence')} />}
          </FormField>
          <FormField
            id="dispense-pharmacy"
            label={t('verification.pharmacy')}
            errors={fieldMessages(tc, formState.errors.pharmacy)}
          >
            {(control) => <Input {...control} {...register('pharmacy')} autoComplete="organization" />}
          </FormField>
          <FormField
            id="dispense-code"
            label={t('verification.dispensingCode')}
            errors={fieldMessages(tc, formState.errors.dispensingCode)}
          >
            {(control) => (
              <Input
                {...control}
                {...register('dispensingCode')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
              />
            )}
          </FormField>
          <FormError error={Object.keys(formState.errors).length > 0 ? null : dispense.error} />
          <Button type="submit" className="self-start" disabled={dispense.isPending}>
            {t('verification.dispense')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
