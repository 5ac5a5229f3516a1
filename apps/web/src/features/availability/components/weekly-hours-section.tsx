import { SLOT_LENGTHS_MINUTES, WEEKDAYS, type VisitKind } from '@sante/shared/availability-constants';
import type { TDoctorAvailabilityRequest } from '@sante/shared/availability-schemas';
import { Plus, Trash2 } from 'lucide-react';
import type { FieldArrayWithId, FieldErrors, UseFieldArrayReturn, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { fieldMessages } from '../../../lib/form-errors';

type WeeklyHoursSectionProps = {
  kind: VisitKind;
  rules: UseFieldArrayReturn<TDoctorAvailabilityRequest, 'rules'>;
  register: UseFormRegister<TDoctorAvailabilityRequest>;
  errors: FieldErrors<TDoctorAvailabilityRequest>;
};

type RuleField = FieldArrayWithId<TDoctorAvailabilityRequest, 'rules'>;

/** One kind of visit: its slot length and its time ranges per weekday (e.g. "Lun 08:00-12:00"). */
export function WeeklyHoursSection({ kind, rules, register, errors }: WeeklyHoursSectionProps) {
  const { t } = useTranslation('availability');
  const { t: tc } = useTranslation();
  const rows = rules.fields.flatMap((field: RuleField, index) => (field.kind === kind ? [{ field, index }] : []));
  const headingId = `hours-${kind}`;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <h2 id={headingId} className="text-lg font-semibold">
          {t(`visitKinds.${kind}`)}
        </h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <FormField id={`slot-${kind}`} label={t('hours.slotLength')} className="max-w-48">
          {(control) => (
            <Select {...control} {...register(`slotMinutes.${kind}`, { valueAsNumber: true })}>
              {SLOT_LENGTHS_MINUTES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t('hours.minutes', { count: minutes })}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('hours.noRange')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {rows.map(({ field, index }) => {
              const rowErrors = errors.rules?.[index];
              const messages = [
                ...fieldMessages(tc, rowErrors?.weekday),
                ...fieldMessages(tc, rowErrors?.start),
                ...fieldMessages(tc, rowErrors?.end),
              ];
              const range = `${t(`weekdays.${field.weekday}`)} ${field.start}-${field.end}`;
              return (
                <li key={field.id} className="flex flex-col gap-1">
                  <div className="grid grid-cols-[4.75rem_1fr_1fr_auto] items-end gap-2">
                    <label className="flex flex-col gap-1 text-xs text-muted-foreground">
                      {t('hours.weekday')}
                      <Select
                        className="px-2"
                        aria-invalid={Boolean(rowErrors?.weekday)}
                        {...register(`rules.${index}.weekday`, { valueAsNumber: true })}
                      >
                        {WEEKDAYS.map((weekday) => (
                          <option key={weekday} value={weekday}>
                            {t(`weekdaysShort.${weekday}`)}
                          </option>
                        ))}
                      </Select>
                    </label>
                    <label className="flex flex-col gap-1 text-xs text-muted-foreground">
                      {t('hours.start')}
                      <Input
                        type="time"
                        className="px-2"
                        aria-invalid={Boolean(rowErrors?.start)}
                        {...register(`rules.${index}.start`)}
                      />
                    </label>
                    <label className="flex flex-col gap-1 text-xs text-muted-foreground">
                      {t('hours.end')}
                      <Input
                        type="time"
                        className="px-2"
                        aria-invalid={Boolean(rowErrors?.end)}
                        {...register(`rules.${index}.end`)}
                      />
                    </label>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('hours.remove', { range })}
                      onClick={() => rules.remove(index)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                  {messages.length > 0 && (
                    <ul className="text-sm text-destructive">
                      {[...new Set(messages)].map((message) => (
                        <li key={message}>{message}</li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <Button
          variant="outline"
          className="self-start"
          onClick={() => rules.append({ kind, weekday: 1, start: '08:00', end: '12:00' })}
        >
          <Plus aria-hidden />
          {t('hours.add')}
        </Button>
      </CardContent>
    </Card>
  );
}
