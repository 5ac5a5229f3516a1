import { doualaToday } from '@sante/shared/calendar-date';
import { SEXES } from '@sante/shared/patient-constants';
import type { TDependentRequest, VaccinationPerson, ZDependentRequestSchema } from '@sante/shared/vaccination-schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useAddDependent, useUpdateDependent } from '../api/vaccinations';
import { dependentForm } from './lazy-resolvers';

type Output = z.output<typeof ZDependentRequestSchema>;

const FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'sex'] as const;

type DependentFormProps = {
  /** The child being edited; none to add one. */
  child?: VaccinationPerson;
  onDone: (person: VaccinationPerson | null) => void;
};

/** Adds a child to the account, or changes a child's first name, last name, date of birth and sex. */
export function DependentForm({ child, onDone }: DependentFormProps) {
  const { t } = useTranslation('vaccination');
  const { t: tCommon } = useTranslation();
  const add = useAddDependent();
  const update = useUpdateDependent();
  const save = child ? update : add;
  const idPrefix = child ? `child-${child.dependentId}` : 'new-child';
  const { register, handleSubmit, setError, formState } = useForm<TDependentRequest, unknown, Output>({
    resolver: dependentForm.resolver,
    defaultValues: {
      firstName: child?.firstName ?? '',
      lastName: child?.lastName ?? '',
      dateOfBirth: child?.dateOfBirth ?? '',
      sex: child?.sex ?? ('' as TDependentRequest['sex']),
    },
  });
  const errors = formState.errors;

  const submit = async (values: Output) => {
    try {
      const person = child?.dependentId
        ? await update.mutateAsync({ id: child.dependentId, body: values })
        : await add.mutateAsync(values);
      notifySuccess(child ? t('dependent.saved') : t('dependent.added', { name: person.firstName }));
      onDone(person);
    } catch (failure) {
      applyServerErrors(failure, setError, FIELDS);
    }
  };

  return (
    <form
      noValidate
      onFocus={dependentForm.preload}
      onSubmit={handleSubmit(submit)}
      aria-label={child ? t('dependent.editTitle') : t('dependent.addTitle')}
      className="flex flex-col gap-4"
    >
      <FormField
        id={`${idPrefix}-firstName`}
        label={t('dependent.firstName')}
        errors={fieldMessages(tCommon, errors.firstName)}
      >
        {(control) => <Input {...control} autoComplete="off" {...register('firstName')} />}
      </FormField>
      <FormField
        id={`${idPrefix}-lastName`}
        label={t('dependent.lastName')}
        errors={fieldMessages(tCommon, errors.lastName)}
      >
        {(control) => <Input {...control} autoComplete="off" {...register('lastName')} />}
      </FormField>
      <FormField
        id={`${idPrefix}-dateOfBirth`}
        label={t('dependent.dateOfBirth')}
        errors={fieldMessages(tCommon, errors.dateOfBirth)}
      >
        {(control) => <Input {...control} type="date" max={doualaToday()} {...register('dateOfBirth')} />}
      </FormField>
      <FormField id={`${idPrefix}-sex`} label={t('dependent.sex')} errors={fieldMessages(tCommon, errors.sex)}>
        {(control) => (
          <Select {...control} {...register('sex')}>
            <option value="">{t('dependent.choose')}</option>
            {SEXES.map((sex) => (
              <option key={sex} value={sex}>
                {t(`sex.${sex}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormError error={save.error} fieldCodes={['validation_failed']} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {child ? t('dependent.save') : t('dependent.add')}
        </Button>
        <Button variant="ghost" onClick={() => onDone(null)}>
          {t('dependent.cancel')}
        </Button>
      </div>
    </form>
  );
}
