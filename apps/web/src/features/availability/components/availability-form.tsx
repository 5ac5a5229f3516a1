import { AVAILABILITY_LIMITS, VISIT_KINDS, type DoctorAvailability } from '@sante/shared/availability-constants';
import type { TDoctorAvailabilityRequest, ZDoctorAvailabilityRequestSchema } from '@sante/shared/availability-schemas';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notifySuccess } from '../../../lib/notify';
import { useSaveOwnAvailability } from '../api/availability';
import { ExceptionsSection } from './exceptions-section';
import { WeeklyHoursSection } from './weekly-hours-section';

type Output = z.output<typeof ZDoctorAvailabilityRequestSchema>;

const availabilityForm = lazyResolver(() => import('./availability-form-schema').then((m) => m.availabilityResolver));

function defaultsOf(availability: DoctorAvailability): TDoctorAvailabilityRequest {
  return {
    travelBufferMinutes: availability.travelBufferMinutes,
    slotMinutes: availability.slotMinutes as TDoctorAvailabilityRequest['slotMinutes'],
    rules: availability.rules,
    exceptions: availability.exceptions.map((exception) => ({
      ...exception,
      visitKind: exception.visitKind ?? '',
      start: exception.start ?? '',
      end: exception.end ?? '',
    })),
  };
}

/** Every field the server may name in `fieldErrors`, for the rows the form holds now. */
function fieldsOf(values: TDoctorAvailabilityRequest): Path<TDoctorAvailabilityRequest>[] {
  return [
    'travelBufferMinutes',
    ...VISIT_KINDS.map((kind) => `slotMinutes.${kind}` as const),
    ...values.rules.flatMap((_, index) =>
      (['kind', 'weekday', 'start', 'end'] as const).map((name) => `rules.${index}.${name}` as const),
    ),
    ...values.exceptions.flatMap((_, index) =>
      (['kind', 'visitKind', 'startDate', 'endDate', 'start', 'end'] as const).map(
        (name) => `exceptions.${index}.${name}` as const,
      ),
    ),
  ];
}

/** The doctor's availability: weekly hours per kind of visit, exceptions and travel buffer, saved at once. */
export function AvailabilityForm({ availability }: { availability: DoctorAvailability }) {
  const { t } = useTranslation('availability');
  const { t: tc } = useTranslation();
  const save = useSaveOwnAvailability();
  const { control, register, handleSubmit, setError, getValues, formState } = useForm<
    TDoctorAvailabilityRequest,
    unknown,
    Output
  >({ resolver: availabilityForm.resolver, defaultValues: defaultsOf(availability) });
  const rules = useFieldArray({ control, name: 'rules' });
  const exceptions = useFieldArray({ control, name: 'exceptions' });
  const errors = formState.errors;

  const submit = async (values: Output) => {
    try {
      await save.mutateAsync(values);
      notifySuccess(tc('success.saved'));
    } catch (failure) {
      applyServerErrors(failure, setError, fieldsOf(getValues()));
    }
  };

  return (
    <form
      noValidate
      onFocus={availabilityForm.preload}
      onSubmit={handleSubmit(submit)}
      className="flex flex-col gap-4"
      aria-label={t('title')}
    >
      {VISIT_KINDS.map((kind) => (
        <WeeklyHoursSection
          key={kind}
          kind={kind}
          rules={rules}
          register={register}
          errors={errors}
          getRules={() => getValues('rules')}
        />
      ))}
      <ExceptionsSection exceptions={exceptions} register={register} errors={errors} />
      <Card role="region" aria-labelledby="buffer-title">
        <CardHeader>
          <h2 id="buffer-title" className="text-lg font-semibold">
            {t('buffer.title')}
          </h2>
        </CardHeader>
        <CardContent>
          <FormField
            id="travelBufferMinutes"
            label={t('buffer.label')}
            hint={t('buffer.hint')}
            errors={fieldMessages(tc, errors.travelBufferMinutes)}
          >
            {(field) => (
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={AVAILABILITY_LIMITS.maxTravelBufferMinutes}
                step={5}
                className="max-w-32"
                {...field}
                {...register('travelBufferMinutes', { valueAsNumber: true })}
              />
            )}
          </FormField>
        </CardContent>
      </Card>
      <FormError error={save.error} />
      <Button type="submit" size="lg" disabled={formState.isSubmitting} className="sm:self-start">
        {t('save')}
      </Button>
    </form>
  );
}
