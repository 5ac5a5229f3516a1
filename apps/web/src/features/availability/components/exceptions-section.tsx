import { VISIT_KINDS, type ExceptionKind } from '@sante/shared/availability-constants';
import { doualaToday } from '@sante/shared/calendar-date';
import type { TDoctorAvailabilityRequest } from '@sante/shared/availability-schemas';
import { Plus, Trash2 } from 'lucide-react';
import type { FieldErrors, UseFieldArrayReturn, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { fieldMessages } from '../../../lib/form-errors';

type ExceptionsSectionProps = {
  exceptions: UseFieldArrayReturn<TDoctorAvailabilityRequest, 'exceptions'>;
  register: UseFormRegister<TDoctorAvailabilityRequest>;
  errors: FieldErrors<TDoctorAvailabilityRequest>;
};

/** Leave (blocks every slot of its dates) and extra hours (adds slots for one kind of visit). */
export function ExceptionsSection({ exceptions, register, errors }: ExceptionsSectionProps) {
  const { t } = useTranslation('availability');
  const { t: tc } = useTranslation();
  const add = (kind: ExceptionKind) => {
    const today = doualaToday();
    exceptions.append(
      kind === 'leave'
        ? { kind, visitKind: '', startDate: today, endDate: today, start: '', end: '' }
        : { kind, visitKind: '', startDate: today, endDate: today, start: '18:00', end: '20:00' },
    );
  };
  return (
    <Card role="region" aria-labelledby="exceptions-title">
      <CardHeader>
        <h2 id="exceptions-title" className="text-lg font-semibold">
          {t('exceptions.title')}
        </h2>
        <CardDescription>{t('exceptions.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {exceptions.fields.length === 0 && <p className="text-sm text-muted-foreground">{t('exceptions.empty')}</p>}
        <ul className="flex flex-col gap-4">
          {exceptions.fields.map((field, index) => {
            const rowErrors = errors.exceptions?.[index];
            const id = (name: string) => `exception-${index}-${name}`;
            const kindLabel = t(`exceptions.kinds.${field.kind}`);
            return (
              <li key={field.id}>
                <fieldset className="flex flex-col gap-3 rounded-md border border-border p-3">
                  <legend className="px-1 text-sm font-medium">
                    {t('exceptions.item', { kind: kindLabel, number: index + 1 })}
                  </legend>
                  {field.kind === 'extra_hours' && (
                    <FormField
                      id={id('visitKind')}
                      label={t('exceptions.visitKind')}
                      errors={fieldMessages(tc, rowErrors?.visitKind)}
                    >
                      {(control) => (
                        <Select {...control} {...register(`exceptions.${index}.visitKind`)}>
                          <option value="">{t('exceptions.visitKindNone')}</option>
                          {VISIT_KINDS.map((kind) => (
                            <option key={kind} value={kind}>
                              {t(`visitKinds.${kind}`)}
                            </option>
                          ))}
                        </Select>
                      )}
                    </FormField>
                  )}
                  <div className="grid grid-cols-2 gap-3">
                    <FormField
                      id={id('startDate')}
                      label={t('exceptions.startDate')}
                      errors={fieldMessages(tc, rowErrors?.startDate)}
                    >
                      {(control) => (
                        <Input
                          type="date"
                          className="px-2"
                          {...control}
                          {...register(`exceptions.${index}.startDate`)}
                        />
                      )}
                    </FormField>
                    <FormField
                      id={id('endDate')}
                      label={t('exceptions.endDate')}
                      errors={fieldMessages(tc, rowErrors?.endDate)}
                    >
                      {(control) => (
                        <Input type="date" className="px-2" {...control} {...register(`exceptions.${index}.endDate`)} />
                      )}
                    </FormField>
                    <FormField
                      id={id('start')}
                      label={t('exceptions.start')}
                      errors={fieldMessages(tc, rowErrors?.start)}
                    >
                      {(control) => (
                        <Input type="time" className="px-2" {...control} {...register(`exceptions.${index}.start`)} />
                      )}
                    </FormField>
                    <FormField id={id('end')} label={t('exceptions.end')} errors={fieldMessages(tc, rowErrors?.end)}>
                      {(control) => (
                        <Input type="time" className="px-2" {...control} {...register(`exceptions.${index}.end`)} />
                      )}
                    </FormField>
                  </div>
                  {field.kind === 'leave' && (
                    <p className="text-xs text-muted-foreground">{t('exceptions.wholeDayHint')}</p>
                  )}
                  <Button variant="ghost" className="self-start" onClick={() => exceptions.remove(index)}>
                    <Trash2 aria-hidden />
                    {t('exceptions.remove')}
                    <span className="sr-only">{t('exceptions.item', { kind: kindLabel, number: index + 1 })}</span>
                  </Button>
                </fieldset>
              </li>
            );
          })}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => add('leave')}>
            <Plus aria-hidden />
            {t('exceptions.addLeave')}
          </Button>
          <Button variant="outline" onClick={() => add('extra_hours')}>
            <Plus aria-hidden />
            {t('exceptions.addExtraHours')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
