import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type FieldError, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { fieldMessages } from '../../../lib/form-errors';
import type { Calculator, FieldSpec } from '@sante/shared/clinical-scores/calculator-types';
import { UNIT_LABELS } from '@sante/shared/clinical-scores/units';
import { CalculatorResultCard } from './calculator-result-card';
import { SaveScoreButton, type OpenPatient } from './save-score-button';
import { scoreText } from './score-text';

/** The form's values as the server takes them: the texts, numbers and ticks entered (unset fields left out). */
function savedInputs(values: FieldValues): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string | number | boolean] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number' || typeof entry[1] === 'boolean',
    ),
  );
}

/**
 * One calculator: its inputs (react-hook-form, validated by the calculator's zod schema), the result computed
 * live as soon as the inputs are valid, then the formula and the source. With an open patient, the result can be
 * saved into their record.
 */
export function CalculatorForm({ definition, patient }: { definition: Calculator; patient?: OpenPatient | null }) {
  const { t } = useTranslation('scores');
  const { t: tc } = useTranslation();
  const { register, control, formState } = useForm<FieldValues>({
    resolver: zodResolver(definition.schema) as Resolver<FieldValues>,
    defaultValues: definition.defaults,
    mode: 'onTouched',
  });
  const values = useWatch({ control });
  const result = definition.run(values);
  const inputs = savedInputs(values);
  const id = definition.id;
  const label = (name: string) => scoreText(t, `calculators.${id}.fields.${name}`);
  const errors = (name: string) => fieldMessages(tc, formState.errors[name] as FieldError | undefined);

  function renderField(field: FieldSpec<string>) {
    const fieldId = `${id}-${field.name}`;
    switch (field.kind) {
      case 'check':
        return (
          <FormField key={field.name} id={fieldId} label={label(field.name)} inline className="sm:col-span-2">
            {(control) => <Checkbox {...control} {...register(field.name)} />}
          </FormField>
        );
      case 'choice':
        return (
          <FormField key={field.name} id={fieldId} label={label(field.name)} errors={errors(field.name)}>
            {(control) => (
              <Select {...control} {...register(field.name)}>
                {field.options.map((option) => (
                  <option key={option} value={option}>
                    {scoreText(t, `calculators.${id}.options.${field.name}.${option}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        );
      case 'number':
        return (
          <FormField
            key={field.name}
            id={fieldId}
            label={<FieldLabel text={label(field.name)} unit={field.unit} optional={field.optional} />}
            errors={errors(field.name)}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="decimal"
                step={field.step ?? 1}
                autoComplete="off"
                {...register(field.name)}
              />
            )}
          </FormField>
        );
      case 'lab': {
        const unitField = `${field.name}Unit`;
        return (
          <FormField
            key={field.name}
            id={fieldId}
            label={<FieldLabel text={label(field.name)} optional={field.optional} />}
            errors={errors(field.name)}
          >
            {(control) => (
              <div className="grid grid-cols-[minmax(0,1fr)_8.5rem] gap-2">
                <Input
                  {...control}
                  type="number"
                  inputMode="decimal"
                  step="any"
                  autoComplete="off"
                  {...register(field.name)}
                />
                <Select aria-label={t('unit', { name: label(field.name) })} {...register(unitField)}>
                  <option value="si">{UNIT_LABELS[field.analyte].si}</option>
                  <option value="conventional">{UNIT_LABELS[field.analyte].conventional}</option>
                </Select>
              </div>
            )}
          </FormField>
        );
      }
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-xl leading-tight font-semibold">
          {scoreText(t, `calculators.${id}.name`)}
        </h2>
        <p className="text-sm text-muted-foreground">{scoreText(t, `calculators.${id}.summary`)}</p>
      </header>
      <form noValidate onSubmit={(event) => event.preventDefault()} className="grid gap-4 sm:grid-cols-2">
        {definition.fields.map((field) => renderField(field))}
      </form>
      <CalculatorResultCard id={id} result={result} />
      {patient && result && (
        <SaveScoreButton key={JSON.stringify(inputs)} patient={patient} calculatorId={id} inputs={inputs} />
      )}
      <dl className="grid gap-3 rounded-xl border bg-card p-4 text-sm">
        <div className="grid gap-1">
          <dt className="font-medium">{t('formula')}</dt>
          <dd className="text-muted-foreground">{scoreText(t, `calculators.${id}.formula`)}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="font-medium">{t('source')}</dt>
          <dd className="text-muted-foreground">
            <cite className="not-italic">{definition.source.citation}</cite>
            {definition.source.url && (
              <>
                {' '}
                <a
                  href={definition.source.url}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline"
                >
                  {t('sourceLink')}
                </a>
              </>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function FieldLabel({
  text,
  unit,
  optional,
}: {
  text: string;
  unit?: string | undefined;
  optional?: boolean | undefined;
}) {
  const { t } = useTranslation('scores');
  return (
    <>
      {text}
      {unit && <span className="text-muted-foreground"> ({unit})</span>}
      {optional && <span className="font-normal text-muted-foreground"> — {t('optional')}</span>}
    </>
  );
}
