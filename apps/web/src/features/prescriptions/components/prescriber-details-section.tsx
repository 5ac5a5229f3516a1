import type { PrescriberDetails } from '@sante/shared/prescription-constants';
import { STAMP_LIMITS } from '@sante/shared/prescription-constants';
import { useRef } from 'react';
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
import { errorMessage } from '../../../lib/i18n';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePrescriberDetails, useSavePrescriberDetails, useUploadStamp } from '../api/prescriptions';
import type { PrescriberDetailsInput, PrescriberDetailsValues } from './prescription-schemas';
import './register-prescription-catalogues';

const detailsForm = lazyResolver<PrescriberDetailsInput, PrescriberDetailsValues>(() =>
  import('./prescription-schemas').then((m) => m.prescriberDetailsResolver),
);

/**
 * `/dashboard-medecin/parametres#ordonnances`: what the July-2024 format needs of the doctor. The Ordre number and
 * the specialty are staff's (shown read-only); the facility, the address and the stamp image are the doctor's.
 */
export function PrescriberDetailsSection() {
  const { t } = useTranslation('prescriptions');
  const details = usePrescriberDetails();
  return (
    <Card id="ordonnances" aria-labelledby="ordonnances-title" role="region" className="scroll-mt-20">
      <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
        <h2 id="ordonnances-title" className="text-lg font-semibold">
          {t('details.title')}
        </h2>
        <CardDescription>{t('details.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 p-4 sm:p-6">
        {details.isPending ? (
          <Spinner label={t('details.loading')} />
        ) : details.isError ? (
          <QueryError error={details.error} onRetry={() => void details.refetch()} retrying={details.isFetching}>
            {t('details.loadError')}
          </QueryError>
        ) : (
          <DetailsForm details={details.data} />
        )}
      </CardContent>
    </Card>
  );
}

function DetailsForm({ details }: { details: PrescriberDetails }) {
  const { t } = useTranslation('prescriptions');
  const { t: tc } = useTranslation();
  const save = useSavePrescriberDetails();
  const upload = useUploadStamp();
  const fileInput = useRef<HTMLInputElement>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    PrescriberDetailsInput,
    unknown,
    PrescriberDetailsValues
  >({
    resolver: detailsForm.resolver,
    defaultValues: { facility: details.facility ?? '', professionalAddress: details.professionalAddress ?? '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notifySuccess(t('details.saved'));
    } catch (failure) {
      applyServerErrors(failure, setError, ['facility', 'professionalAddress']);
    }
  });
  const chooseStamp = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => notifySuccess(t('details.stampSaved')),
      onError: (error) => notifyError(errorMessage(tc, error)),
    });
    if (fileInput.current) fileInput.current.value = '';
  };
  const missing = details.missing.map((item) => t(`details.missingItems.${item}`)).join(', ');
  return (
    <>
      <p
        role="status"
        className={
          details.missing.length > 0
            ? 'rounded-md bg-amber-100 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100'
            : 'text-sm text-muted-foreground'
        }
      >
        {details.missing.length > 0 ? t('details.missing', { list: missing }) : t('details.complete')}
      </p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{t('details.specialty')}</dt>
        <dd>{tc(`specialties.${details.specialty}`)}</dd>
        <dt className="text-muted-foreground">{t('details.licenceNumber')}</dt>
        <dd className="font-mono">{details.licenceNumber}</dd>
      </dl>
      <p className="text-xs text-muted-foreground">{t('details.staffLocked')}</p>
      <form noValidate onFocus={detailsForm.preload} onSubmit={submit} className="flex flex-col gap-4">
        <FormField
          id="prescriber-facility"
          label={t('details.facility')}
          hint={t('details.facilityHint')}
          errors={fieldMessages(tc, formState.errors.facility)}
        >
          {(control) => <Input {...control} {...register('facility')} autoComplete="organization" />}
        </FormField>
        <FormField
          id="prescriber-address"
          label={t('details.professionalAddress')}
          hint={t('details.professionalAddressHint')}
          errors={fieldMessages(tc, formState.errors.professionalAddress)}
        >
          {(control) => <Input {...control} {...register('professionalAddress')} autoComplete="street-address" />}
        </FormField>
        <FormError error={Object.keys(formState.errors).length > 0 ? null : save.error} />
        <Button type="submit" className="self-start" disabled={save.isPending}>
          {t('details.save')}
        </Button>
      </form>
      <div className="flex flex-col gap-2 border-t pt-4">
        <h3 className="font-semibold">{t('details.stamp')}</h3>
        <p id="prescriber-stamp-hint" className="text-xs text-muted-foreground">
          {t('details.stampHint')}
        </p>
        {details.stampUrl ? (
          <img
            src={details.stampUrl}
            alt={t('details.stampAlt')}
            className="max-h-32 max-w-60 self-start rounded-md border bg-white object-contain p-1"
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t('details.noStamp')}</p>
        )}
        <input
          ref={fileInput}
          id="prescriber-stamp"
          type="file"
          accept={STAMP_LIMITS.mimeTypes.join(',')}
          className="sr-only"
          aria-label={t('details.stamp')}
          aria-describedby="prescriber-stamp-hint"
          onChange={(event) => chooseStamp(event.target.files?.[0])}
        />
        <Button
          type="button"
          variant="outline"
          className="self-start"
          disabled={upload.isPending}
          onClick={() => fileInput.current?.click()}
        >
          {t(details.stampUrl ? 'details.replaceStamp' : 'details.chooseStamp')}
        </Button>
      </div>
    </>
  );
}
