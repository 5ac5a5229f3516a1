import { EXAM_KINDS, MEDICINE_FORMS, type PrescriptionView } from '@sante/shared/prescription-constants';
import { FileDown, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-error';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonVariants } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notifySuccess } from '../../../lib/notify';
import { prescriptionPdfHref, useBookingPrescription, usePrescriptionMutation } from '../api/prescriptions';
import { signedDay } from '../lib/prescription-format';
import { PrescriptionLines } from './prescription-lines';
import type { PrescriptionInput, PrescriptionValues } from './prescription-schemas';
import './register-prescription-catalogues';

const prescriptionForm = lazyResolver<PrescriptionInput, PrescriptionValues>(() =>
  import('./prescription-schemas').then((m) => m.prescriptionResolver),
);

const EMPTY_MEDICINE = {
  name: '',
  form: 'comprime',
  strength: '',
  dose: '',
  frequency: '',
  duration: '',
  quantity: '',
  instructions: '',
} as const;
const EMPTY_EXAM = { kind: 'lab', label: '', instructions: '' } as const;
const MEDICINE_TEXTS = ['name', 'strength', 'dose', 'frequency', 'duration', 'quantity'] as const;

/**
 * The prescription of one consultation, by the booking's doctor (downloaded on demand from the planning card):
 * medicines and requests saved as a draft, then signed (never edited again); a signed one shows its PDF.
 */
export function PrescriptionForm({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('prescriptions');
  const prescription = useBookingPrescription(bookingId);
  if (prescription.isPending) return <Spinner label={t('form.loading')} />;
  if (prescription.isError)
    return (
      <QueryError
        error={prescription.error}
        onRetry={() => void prescription.refetch()}
        retrying={prescription.isFetching}
      >
        {t('form.loadError')}
      </QueryError>
    );
  if (prescription.data?.status === 'signed') return <SignedPrescription prescription={prescription.data} />;
  return <DraftForm bookingId={bookingId} draft={prescription.data} />;
}

function SignedPrescription({ prescription }: { prescription: PrescriptionView }) {
  const { t, i18n } = useTranslation('prescriptions');
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="font-semibold">
        {t('form.signed')} ·{' '}
        <span className="font-normal text-muted-foreground">
          {t('form.signedOn', { date: signedDay(prescription.signedAt ?? '', i18n.language) })}
        </span>
      </p>
      <PrescriptionLines medicines={prescription.medicines} exams={prescription.exams} headingLevel={4} />
      <a
        href={prescriptionPdfHref(prescription.id)}
        download
        className={buttonVariants({ variant: 'outline', className: 'self-start' })}
      >
        <FileDown aria-hidden="true" />
        {t('form.download')}
      </a>
    </div>
  );
}

function DraftForm({ bookingId, draft }: { bookingId: string; draft: PrescriptionView | null }) {
  const { t } = useTranslation('prescriptions');
  const { t: tc } = useTranslation();
  const save = usePrescriptionMutation(bookingId, 'save');
  const sign = usePrescriptionMutation(bookingId, 'sign');
  const [missingDetails, setMissingDetails] = useState<string[] | null>(null);
  const { register, handleSubmit, setError, formState, control } = useForm<
    PrescriptionInput,
    unknown,
    PrescriptionValues
  >({
    resolver: prescriptionForm.resolver,
    defaultValues: {
      medicines: draft ? draft.medicines : [{ ...EMPTY_MEDICINE }],
      exams: draft?.exams ?? [],
      patientWeightKg: draft?.patientWeightKg ?? null,
    },
  });
  const medicines = useFieldArray({ control, name: 'medicines' });
  const exams = useFieldArray({ control, name: 'exams' });
  const id = (suffix: string) => `rx-${bookingId}-${suffix}`;
  const errorsOf = (name: string) => {
    const parts = name.split('.');
    let node: unknown = formState.errors;
    for (const part of parts)
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    return fieldMessages(tc, node as Parameters<typeof fieldMessages>[1]);
  };

  const submit = (andSign: boolean) =>
    handleSubmit(async (values) => {
      setMissingDetails(null);
      try {
        await save.mutateAsync(values);
        if (!andSign) {
          notifySuccess(t('form.saved'));
          return;
        }
        await sign.mutateAsync(undefined);
        notifySuccess(t('form.signed'));
      } catch (failure) {
        if (failure instanceof ApiError && failure.code === 'prescriber_details_missing') {
          setMissingDetails(Object.keys(failure.fieldErrors ?? {}));
          return;
        }
        applyServerErrors(failure, setError, ['medicines', 'exams', 'patientWeightKg']);
      }
    });
  const pending = save.isPending || sign.isPending;
  const failure = sign.error ?? save.error;

  return (
    <form noValidate onFocus={prescriptionForm.preload} onSubmit={submit(false)} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t('form.draft')}</p>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">{t('form.medicines')}</legend>
        {medicines.fields.map((field, index) => (
          <fieldset key={field.id} className="flex flex-col gap-3 rounded-lg border p-3">
            <legend className="px-1 text-sm font-medium">{t('form.medicine', { number: index + 1 })}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {MEDICINE_TEXTS.map((name) => (
                <FormField
                  key={name}
                  id={id(`m${index}-${name}`)}
                  label={t(`form.fields.${name}`)}
                  errors={errorsOf(`medicines.${index}.${name}`)}
                >
                  {(control) => (
                    <Input
                      {...control}
                      {...register(`medicines.${index}.${name}`)}
                      placeholder={t(`form.placeholders.${name}`)}
                    />
                  )}
                </FormField>
              ))}
              <FormField
                id={id(`m${index}-form`)}
                label={t('form.fields.form')}
                errors={errorsOf(`medicines.${index}.form`)}
              >
                {(control) => (
                  <Select {...control} {...register(`medicines.${index}.form`)}>
                    {MEDICINE_FORMS.map((form) => (
                      <option key={form} value={form}>
                        {t(`forms.${form}`)}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              <FormField
                id={id(`m${index}-instructions`)}
                label={t('form.fields.instructions')}
                errors={errorsOf(`medicines.${index}.instructions`)}
              >
                {(control) => <Input {...control} {...register(`medicines.${index}.instructions`)} />}
              </FormField>
            </div>
            <Button
              type="button"
              variant="ghost"
              className="self-start"
              onClick={() => medicines.remove(index)}
              aria-label={t('form.removeMedicine', { number: index + 1 })}
            >
              <Trash2 aria-hidden="true" />
              {t('form.removeMedicine', { number: index + 1 })}
            </Button>
          </fieldset>
        ))}
        {errorsOf('medicines').length > 0 && (
          <p className="text-sm text-destructive">{errorsOf('medicines').join(' ')}</p>
        )}
        <Button
          type="button"
          variant="outline"
          className="self-start"
          onClick={() => medicines.append({ ...EMPTY_MEDICINE })}
        >
          <Plus aria-hidden="true" />
          {t('form.addMedicine')}
        </Button>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">{t('form.exams')}</legend>
        {exams.fields.map((field, index) => (
          <fieldset key={field.id} className="flex flex-col gap-3 rounded-lg border p-3">
            <legend className="px-1 text-sm font-medium">{t('form.exam', { number: index + 1 })}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField
                id={id(`e${index}-kind`)}
                label={t('form.fields.kind')}
                errors={errorsOf(`exams.${index}.kind`)}
              >
                {(control) => (
                  <Select {...control} {...register(`exams.${index}.kind`)}>
                    {EXAM_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`examKinds.${kind}`)}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              <FormField
                id={id(`e${index}-label`)}
                label={t('form.fields.label')}
                errors={errorsOf(`exams.${index}.label`)}
              >
                {(control) => <Input {...control} {...register(`exams.${index}.label`)} />}
              </FormField>
              <FormField
                id={id(`e${index}-instructions`)}
                label={t('form.fields.examInstructions')}
                errors={errorsOf(`exams.${index}.instructions`)}
                className="sm:col-span-2"
              >
                {(control) => <Input {...control} {...register(`exams.${index}.instructions`)} />}
              </FormField>
            </div>
            <Button type="button" variant="ghost" className="self-start" onClick={() => exams.remove(index)}>
              <Trash2 aria-hidden="true" />
              {t('form.removeExam', { number: index + 1 })}
            </Button>
          </fieldset>
        ))}
        <Button type="button" variant="outline" className="self-start" onClick={() => exams.append({ ...EMPTY_EXAM })}>
          <Plus aria-hidden="true" />
          {t('form.addExam')}
        </Button>
      </fieldset>
      <FormField
        id={id('weight')}
        label={t('form.fields.patientWeightKg')}
        hint={t('form.weightHint')}
        errors={errorsOf('patientWeightKg')}
      >
        {(control) => (
          <Input
            {...control}
            {...register('patientWeightKg', {
              setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
            })}
            type="number"
            inputMode="decimal"
            step="0.1"
            className="max-w-40"
          />
        )}
      </FormField>
      {missingDetails && (
        <Alert variant="destructive" className="flex flex-col gap-2">
          <p>
            {t('form.detailsMissing', {
              list: missingDetails
                .map((item) => t(`details.missingItems.${item as 'facility' | 'professionalAddress' | 'stamp'}`))
                .join(', '),
            })}
          </p>
          <Link to="/dashboard-medecin/parametres#ordonnances" className="font-medium underline underline-offset-4">
            {t('form.detailsLink')}
          </Link>
        </Alert>
      )}
      <FormError error={Object.keys(formState.errors).length > 0 || missingDetails ? null : failure} />
      <p className="text-sm text-muted-foreground">{t('form.signConfirm')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" variant="outline" disabled={pending}>
          {t('form.save')}
        </Button>
        <Button type="button" onClick={() => void submit(true)()} disabled={pending}>
          {t('form.sign')}
        </Button>
      </div>
    </form>
  );
}
