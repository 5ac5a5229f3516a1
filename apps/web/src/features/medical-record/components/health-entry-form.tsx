import { doualaToday } from '@sante/shared/calendar-date';
import type { HealthEntryKind } from '@sante/shared/medical-record-constants';
import type { HealthEntry, THealthEntryRequest, ZHealthEntryRequestSchema } from '@sante/shared/medical-record-schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSaveHealthEntry } from '../api/health-entries';
import { healthEntryForm } from './record-form-resolvers';
import { Textarea } from '../../../components/ui/textarea';

type Output = z.output<typeof ZHealthEntryRequestSchema>;

const FIELDS = ['label', 'note', 'startedOn'] as const;

type HealthEntryFormProps = { kind: HealthEntryKind; entry: HealthEntry | null; onDone: () => void };

/** Adds an allergy, a chronic condition or a current treatment, or changes one (`entry`). */
export function HealthEntryForm({ kind, entry, onDone }: HealthEntryFormProps) {
  const { t } = useTranslation('record');
  const { t: tc } = useTranslation();
  const save = useSaveHealthEntry();
  const { register, handleSubmit, setError, formState } = useForm<THealthEntryRequest, unknown, Output>({
    resolver: healthEntryForm.resolver,
    defaultValues: { kind, label: entry?.label ?? '', note: entry?.note ?? '', startedOn: entry?.startedOn ?? '' },
  });
  const errors = formState.errors;
  const id = (field: string) => `${kind}-${field}`;

  const submit = async (values: Output) => {
    // The server parses the same schema: send its input shape (empty strings, not nulls).
    const body: THealthEntryRequest = { ...values, note: values.note ?? '', startedOn: values.startedOn ?? '' };
    try {
      await save.mutateAsync({ id: entry?.id ?? null, body });
      notifySuccess(t('entries.saved'));
      onDone();
    } catch (failure) {
      applyServerErrors(failure, setError, FIELDS);
    }
  };

  return (
    <form
      noValidate
      aria-label={entry ? t('entries.editTitle', { label: entry.label }) : t(`entries.${kind}.add`)}
      onFocus={healthEntryForm.preload}
      onSubmit={handleSubmit(submit)}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4"
    >
      <FormField id={id('label')} label={t(`entries.${kind}.label`)} errors={fieldMessages(tc, errors.label)}>
        {(control) => (
          <Input
            {...control}
            autoFocus
            autoComplete="off"
            placeholder={t(`entries.${kind}.labelPlaceholder`)}
            {...register('label')}
          />
        )}
      </FormField>
      <FormField id={id('note')} label={t(`entries.${kind}.note`)} errors={fieldMessages(tc, errors.note)}>
        {(control) => (
          <Textarea {...control} rows={2} placeholder={t(`entries.${kind}.notePlaceholder`)} {...register('note')} />
        )}
      </FormField>
      <FormField id={id('startedOn')} label={t('entries.sinceField')} errors={fieldMessages(tc, errors.startedOn)}>
        {(control) => <Input {...control} type="date" max={doualaToday()} {...register('startedOn')} />}
      </FormField>
      <FormError error={save.error} fieldCodes={['validation_failed']} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {t('entries.save')}
        </Button>
        <Button variant="outline" disabled={save.isPending} onClick={onDone}>
          {t('entries.cancel')}
        </Button>
      </div>
    </form>
  );
}
