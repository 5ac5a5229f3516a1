import { doualaToday } from '@sante/shared/calendar-date';
import type {
  CardEntry,
  RecordedDose,
  TVaccinationDoseDetails,
  ZVaccinationDoseDetailsSchema,
} from '@sante/shared/vaccination-schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useRecordDose, useUpdateDose } from '../api/vaccinations';
import { doseDetailsForm } from './lazy-resolvers';

type Output = z.output<typeof ZVaccinationDoseDetailsSchema>;

const FIELDS = ['givenOn', 'place', 'batchNumber'] as const;

type DoseFormProps = {
  dependentId: string | null;
  entry: Pick<CardEntry, 'vaccineCode' | 'doseNumber'>;
  /** The dose being edited; none to record it. */
  dose: RecordedDose | null;
  onDone: () => void;
};

/** "Noter une dose": the date, the place and the batch number of a dose given (or their correction). */
export function DoseForm({ dependentId, entry, dose, onDone }: DoseFormProps) {
  const { t } = useTranslation('vaccination');
  const { t: tCommon } = useTranslation();
  const record = useRecordDose();
  const update = useUpdateDose();
  const save = dose ? update : record;
  const idPrefix = `dose-${entry.vaccineCode}-${entry.doseNumber}`;
  const { register, handleSubmit, setError, formState } = useForm<TVaccinationDoseDetails, unknown, Output>({
    resolver: doseDetailsForm.resolver,
    defaultValues: { givenOn: dose?.givenOn ?? '', place: dose?.place ?? '', batchNumber: dose?.batchNumber ?? '' },
  });
  const errors = formState.errors;

  const submit = async (values: Output) => {
    try {
      if (dose) {
        await update.mutateAsync({ id: dose.id, body: values });
        notifySuccess(t('dose.saved'));
      } else {
        await record.mutateAsync({
          ...values,
          dependentId,
          vaccineCode: entry.vaccineCode,
          doseNumber: entry.doseNumber,
        });
        notifySuccess(t('dose.recorded'));
      }
      onDone();
    } catch (failure) {
      applyServerErrors(failure, setError, FIELDS);
    }
  };

  return (
    <form
      noValidate
      onFocus={doseDetailsForm.preload}
      onSubmit={handleSubmit(submit)}
      className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-3"
    >
      <FormField id={`${idPrefix}-givenOn`} label={t('dose.givenOn')} errors={fieldMessages(tCommon, errors.givenOn)}>
        {(control) => <Input {...control} type="date" max={doualaToday()} {...register('givenOn')} />}
      </FormField>
      <FormField
        id={`${idPrefix}-place`}
        label={t('dose.placeLabel')}
        hint={t('dose.placeHint')}
        errors={fieldMessages(tCommon, errors.place)}
      >
        {(control) => <Input {...control} autoComplete="off" {...register('place')} />}
      </FormField>
      <FormField
        id={`${idPrefix}-batchNumber`}
        label={t('dose.batchLabel')}
        hint={t('dose.batchHint')}
        errors={fieldMessages(tCommon, errors.batchNumber)}
      >
        {(control) => <Input {...control} autoComplete="off" {...register('batchNumber')} />}
      </FormField>
      <FormError error={save.error} fieldCodes={['validation_failed']} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {t('dose.save')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('dose.cancel')}
        </Button>
      </div>
    </form>
  );
}
