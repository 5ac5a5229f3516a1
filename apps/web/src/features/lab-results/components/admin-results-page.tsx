import { LAB_RESULT_LIMITS } from '@sante/shared/lab-result-constants';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notifySuccess } from '../../../lib/notify';
import { useUploadedResults, useUploadResult } from '../api/lab-results';
import { LabResultCard } from './lab-result-card';
import type { ResultFormInput, ResultFormValues } from './result-form-schema';
import './register-results-catalogue';

const resultForm = lazyResolver<ResultFormInput, ResultFormValues>(() =>
  import('./result-form-schema').then((m) => m.resultFormResolver),
);

const EMPTY_VALUE = { name: '', value: '', unit: '', low: null, high: null };

/** A typed bound (« 12 » or « 3,5 »), or null when empty. */
const numberOrNull = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim().replace(',', '.') : value;
  return text === '' || text === null || text === undefined ? null : Number(text);
};

/** `/admin/resultats`: staff upload a patient's lab result (values and a PDF or photo); the doctor gets a task. */
export function AdminResultsPage() {
  const { t } = useTranslation('results');
  const results = useUploadedResults();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{t('admin.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('admin.description')}</p>
      </header>
      <UploadForm />
      <section aria-labelledby="results-latest" className="flex flex-col gap-3">
        <h2 id="results-latest" className="text-lg font-semibold">
          {t('admin.latest')}
        </h2>
        {results.isPending && <Spinner label={t('loading')} />}
        {results.isError && (
          <QueryError error={results.error} onRetry={() => void results.refetch()} retrying={results.isFetching}>
            {t('loadError')}
          </QueryError>
        )}
        {results.data?.length === 0 && <p className="text-sm text-muted-foreground">{t('admin.empty')}</p>}
        {results.data && results.data.length > 0 && (
          <ul className="flex flex-col gap-3">
            {results.data.map((result) => (
              <li key={result.id}>
                <LabResultCard result={result} patientId={null} staff>
                  <p className="text-sm">
                    {t('admin.for', { name: `${result.patient.firstName} ${result.patient.lastName}` })}
                  </p>
                </LabResultCard>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function UploadForm() {
  const { t } = useTranslation('results');
  const { t: tc } = useTranslation();
  const upload = useUploadResult();
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const { register, handleSubmit, setError, formState, control, reset } = useForm<
    ResultFormInput,
    unknown,
    ResultFormValues
  >({
    resolver: resultForm.resolver,
    defaultValues: {
      patientPhone: '',
      bookingReference: '',
      title: '',
      labName: '',
      collectedOn: null,
      values: [{ ...EMPTY_VALUE }],
    },
  });
  const values = useFieldArray({ control, name: 'values' });
  const errorsOf = (index: number, field: 'name' | 'value' | 'unit' | 'low' | 'high') =>
    fieldMessages(tc, formState.errors.values?.[index]?.[field]);
  const submit = handleSubmit(async (body) => {
    try {
      await upload.mutateAsync({ body, file });
      notifySuccess(t('admin.uploaded'));
      reset();
      setFile(null);
      setFileKey((key) => key + 1);
    } catch (failure) {
      applyServerErrors(failure, setError, [
        'patientPhone',
        'bookingReference',
        'title',
        'labName',
        'collectedOn',
        'values',
      ]);
    }
  });
  return (
    <form
      noValidate
      onFocus={resultForm.preload}
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4"
      aria-labelledby="results-new"
    >
      <h2 id="results-new" className="text-lg font-semibold">
        {t('admin.new')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          id="result-phone"
          label={t('fields.patientPhone')}
          errors={fieldMessages(tc, formState.errors.patientPhone)}
        >
          {(control) => <Input {...control} type="tel" autoComplete="off" {...register('patientPhone')} />}
        </FormField>
        <FormField
          id="result-reference"
          label={t('fields.bookingReference')}
          hint={t('fields.bookingReferenceHint')}
          errors={fieldMessages(tc, formState.errors.bookingReference)}
        >
          {(control) => <Input {...control} autoComplete="off" {...register('bookingReference')} />}
        </FormField>
        <FormField id="result-title" label={t('fields.title')} errors={fieldMessages(tc, formState.errors.title)}>
          {(control) => <Input {...control} {...register('title')} />}
        </FormField>
        <FormField id="result-lab" label={t('fields.labName')} errors={fieldMessages(tc, formState.errors.labName)}>
          {(control) => <Input {...control} {...register('labName')} />}
        </FormField>
        <FormField
          id="result-collected"
          label={t('fields.collectedOn')}
          errors={fieldMessages(tc, formState.errors.collectedOn)}
        >
          {(control) => (
            <Input
              {...control}
              type="date"
              {...register('collectedOn', { setValueAs: (value: string) => value || null })}
            />
          )}
        </FormField>
        <FormField id="result-file" label={t('fields.file')} hint={t('fields.fileHint')}>
          {(control) => (
            <Input
              {...control}
              key={fileKey}
              type="file"
              accept={LAB_RESULT_LIMITS.mimeTypes.join(',')}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          )}
        </FormField>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-medium">{t('fields.values')}</legend>
        {values.fields.map((field, index) => (
          <div key={field.id} className="grid grid-cols-2 gap-2 rounded-lg border p-3 sm:grid-cols-6">
            <FormField
              id={`value-${index}-name`}
              label={t('columns.name')}
              className="col-span-2"
              errors={errorsOf(index, 'name')}
            >
              {(control) => <Input {...control} {...register(`values.${index}.name`)} />}
            </FormField>
            <FormField id={`value-${index}-value`} label={t('columns.value')} errors={errorsOf(index, 'value')}>
              {(control) => <Input {...control} {...register(`values.${index}.value`)} />}
            </FormField>
            <FormField id={`value-${index}-unit`} label={t('columns.unit')} errors={errorsOf(index, 'unit')}>
              {(control) => <Input {...control} {...register(`values.${index}.unit`)} />}
            </FormField>
            <FormField id={`value-${index}-low`} label={t('columns.low')} errors={errorsOf(index, 'low')}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  {...register(`values.${index}.low`, { setValueAs: numberOrNull })}
                />
              )}
            </FormField>
            <FormField id={`value-${index}-high`} label={t('columns.high')} errors={errorsOf(index, 'high')}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  {...register(`values.${index}.high`, { setValueAs: numberOrNull })}
                />
              )}
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="col-span-2 self-start sm:col-span-6"
              onClick={() => values.remove(index)}
            >
              <Trash2 aria-hidden="true" />
              {t('admin.removeValue', { index: index + 1 })}
            </Button>
          </div>
        ))}
        {values.fields.length < LAB_RESULT_LIMITS.maxValues && (
          <Button
            type="button"
            variant="outline"
            className="self-start"
            onClick={() => values.append({ ...EMPTY_VALUE })}
          >
            <Plus aria-hidden="true" />
            {t('admin.addValue')}
          </Button>
        )}
      </fieldset>
      <FormError error={Object.keys(formState.errors).length > 0 ? null : upload.error} />
      <Button type="submit" className="self-start" disabled={upload.isPending}>
        {t('admin.upload')}
      </Button>
    </form>
  );
}
