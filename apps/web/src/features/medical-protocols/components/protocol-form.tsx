import {
  PROTOCOL_LIMITS,
  type ProtocolKind,
  PROTOCOL_VALIDATIONS,
  type ProtocolVersion,
  type TProtocolContent,
  type TProtocolContentRequest,
} from '@sante/shared/protocol-schemas';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, type FieldError, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notifySuccess } from '../../../lib/notify';
import { useSaveProtocol, type ProtocolSaveTarget } from '../api/protocols';
import { KIND_NAMESPACE } from './protocol-kind';

/** The form's values: the version's content with its lists as text, one item per line. */
export type ProtocolFormValues = Omit<TProtocolContentRequest, 'steps' | 'referralCriteria' | 'redFlags'> & {
  steps: string;
  referralCriteria: string;
  redFlags: string;
};

const form = lazyResolver<ProtocolFormValues, TProtocolContent>(() =>
  import('./protocol-form-schema').then((m) => m.protocolResolver),
);

const TEXTAREA =
  'w-full rounded-md border border-input bg-card px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive sm:text-sm';

const FIELDS: Path<ProtocolFormValues>[] = [
  'condition',
  'population',
  'sourceCitation',
  'sourceDate',
  'reviewer',
  'nextReviewDate',
  'steps',
  'referralCriteria',
  'redFlags',
  'validation',
];

const EMPTY_DRUG = { name: '', dose: '', route: '', duration: '', notes: '' };

function valuesOf(version: ProtocolVersion | null): ProtocolFormValues {
  if (!version)
    return {
      condition: '',
      population: '',
      sourceCitation: '',
      sourceDate: '',
      reviewer: '',
      nextReviewDate: '',
      steps: '',
      drugs: [],
      referralCriteria: '',
      redFlags: '',
      validation: 'pending',
    };
  return {
    condition: version.condition,
    population: version.population,
    sourceCitation: version.sourceCitation,
    sourceDate: version.sourceDate,
    reviewer: version.reviewer,
    nextReviewDate: version.nextReviewDate,
    steps: version.steps.join('\n'),
    drugs: version.drugs,
    referralCriteria: version.referralCriteria.join('\n'),
    redFlags: version.redFlags.join('\n'),
    validation: version.validation,
  };
}

/**
 * Writes a draft: a new protocol (or procedure), a new version (prefilled with the published one), or the open draft.
 * The shared schema checks it before the server does; a published version is never edited here. A procedure has no
 * drug table.
 */
export function ProtocolForm({
  kind,
  target,
  initial,
  onDone,
}: {
  kind: ProtocolKind;
  target: ProtocolSaveTarget;
  initial: ProtocolVersion | null;
  onDone: () => void;
}) {
  const { t } = useTranslation(KIND_NAMESPACE[kind]);
  const { t: tc } = useTranslation();
  const save = useSaveProtocol(kind);
  const { register, control, handleSubmit, setError, formState } = useForm<
    ProtocolFormValues,
    unknown,
    TProtocolContent
  >({
    resolver: form.resolver,
    defaultValues: valuesOf(initial),
  });
  const drugs = useFieldArray({ control, name: 'drugs' });
  const errors = (name: string) => {
    const path = name.split('.');
    let node: unknown = formState.errors;
    for (const key of path)
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
    return fieldMessages(tc, node as FieldError | undefined);
  };
  const submit = handleSubmit((input) =>
    save.mutate(
      { target, input },
      {
        onSuccess: (version) => {
          notifySuccess(t('saved', { version: version.version }));
          onDone();
        },
        onError: (error) => applyServerErrors(error, setError, FIELDS),
      },
    ),
  );
  const title =
    target.kind === 'newProtocol'
      ? t('form.createTitle')
      : target.kind === 'newVersion'
        ? t('form.newVersionTitle', { condition: initial?.condition ?? '' })
        : t('form.editDraftTitle', { version: initial?.version ?? 1 });
  const text = (name: Path<ProtocolFormValues>, options: { rows?: number; hint?: string } = {}) => (
    <FormField
      id={`protocol-${name}`}
      label={t(`fields.${name as 'steps'}`)}
      hint={options.hint}
      errors={errors(name)}
      className="sm:col-span-2"
    >
      {(field) => <textarea {...field} {...register(name)} rows={options.rows ?? 3} className={TEXTAREA} />}
    </FormField>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={form.preload}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4"
      aria-labelledby="protocol-form-title"
    >
      <h2 id="protocol-form-title" className="text-lg font-semibold">
        {title}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="protocol-condition" label={t('fields.condition')} errors={errors('condition')}>
          {(field) => <Input {...field} {...register('condition')} />}
        </FormField>
        <FormField id="protocol-population" label={t('fields.population')} errors={errors('population')}>
          {(field) => <Input {...field} {...register('population')} />}
        </FormField>
        {text('sourceCitation', { rows: 2 })}
        <FormField id="protocol-sourceDate" label={t('fields.sourceDate')} errors={errors('sourceDate')}>
          {(field) => <Input {...field} type="date" {...register('sourceDate')} />}
        </FormField>
        <FormField id="protocol-nextReviewDate" label={t('fields.nextReviewDate')} errors={errors('nextReviewDate')}>
          {(field) => <Input {...field} type="date" {...register('nextReviewDate')} />}
        </FormField>
        <FormField id="protocol-reviewer" label={t('fields.reviewer')} errors={errors('reviewer')}>
          {(field) => <Input {...field} {...register('reviewer')} />}
        </FormField>
        <FormField id="protocol-validation" label={t('fields.validation')} errors={errors('validation')}>
          {(field) => (
            <Select {...field} {...register('validation')}>
              {PROTOCOL_VALIDATIONS.map((validation) => (
                <option key={validation} value={validation}>
                  {t(`validation.${validation}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {text('steps', { rows: 6, hint: t('form.oneLine', { max: PROTOCOL_LIMITS.lines }) })}
        {text('redFlags', { rows: 3, hint: t('form.oneLine', { max: PROTOCOL_LIMITS.lines }) })}
        {text('referralCriteria', { rows: 3, hint: t('form.oneLine', { max: PROTOCOL_LIMITS.lines }) })}
      </div>
      {kind === 'protocol' && (
        <fieldset className="flex flex-col gap-3">
          <legend className="font-medium">{t('fields.drugs')}</legend>
          {drugs.fields.map((drug, index) => (
            <div key={drug.id} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2">
              {(['name', 'dose', 'route', 'duration', 'notes'] as const).map((part) => (
                <FormField
                  key={part}
                  id={`protocol-drug-${index}-${part}`}
                  label={t(`drug.${part}`)}
                  errors={errors(`drugs.${index}.${part}`)}
                >
                  {(field) => <Input {...field} {...register(`drugs.${index}.${part}`)} />}
                </FormField>
              ))}
              <Button
                variant="ghost"
                className="self-end justify-self-start text-destructive"
                onClick={() => drugs.remove(index)}
              >
                <Trash2 aria-hidden="true" />
                {t('form.removeDrug')}
              </Button>
            </div>
          ))}
          {drugs.fields.length < PROTOCOL_LIMITS.drugs && (
            <Button variant="outline" className="self-start" onClick={() => drugs.append(EMPTY_DRUG)}>
              <Plus aria-hidden="true" />
              {t('form.addDrug')}
            </Button>
          )}
        </fieldset>
      )}
      <FormError error={save.error} fieldCodes={['validation_failed']} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {t('form.saveDraft')}
        </Button>
      </div>
    </form>
  );
}
