import { SLOT_LENGTHS_MINUTES, WEEKDAYS, type VisitKind, type Weekday } from '@sante/shared/availability-constants';
import type { TDoctorAvailabilityRequest } from '@sante/shared/availability-schemas';
import { CopyPlus, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { FieldArrayWithId, FieldErrors, UseFieldArrayReturn, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { fieldMessages } from '../../../lib/form-errors';
import { CopyDayPanel } from './copy-day-panel';
import { copyDayRules } from './copy-day-rules';

type WeeklyHoursSectionProps = {
  kind: VisitKind;
  rules: UseFieldArrayReturn<TDoctorAvailabilityRequest, 'rules'>;
  register: UseFormRegister<TDoctorAvailabilityRequest>;
  errors: FieldErrors<TDoctorAvailabilityRequest>;
  /** The rows as edited now (the field array's own list only changes when a row is added or removed). */
  getRules: () => TDoctorAvailabilityRequest['rules'];
};

type RuleField = FieldArrayWithId<TDoctorAvailabilityRequest, 'rules'>;

/**
 * One kind of visit: its slot length and its time ranges per weekday (e.g. "Lun 08:00-12:00"), and « Appliquer à
 * plusieurs jours » to copy one day's ranges to others. On a phone, a range is two lines: the day and the remove
 * button, then the start and the end.
 */
export function WeeklyHoursSection({ kind, rules, register, errors, getRules }: WeeklyHoursSectionProps) {
  const { t } = useTranslation('availability');
  const { t: tc } = useTranslation();
  const [copying, setCopying] = useState(false);
  const [copied, setCopied] = useState<{ from: Weekday; targets: Weekday[] } | null>(null);
  const rows = rules.fields.flatMap((field: RuleField, index) => (field.kind === kind ? [{ field, index }] : []));
  const headingId = `hours-${kind}`;
  const sourceDays = () =>
    WEEKDAYS.filter((day) => getRules().some((rule) => rule.kind === kind && rule.weekday === day));
  const applyCopy = (from: Weekday, targets: Weekday[]) => {
    rules.replace(copyDayRules(getRules(), kind, from, targets));
    setCopying(false);
    setCopied({ from, targets });
  };
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
                  <div className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[5.5rem_minmax(0,1fr)_minmax(0,1fr)_auto]">
                    <label className="col-start-1 row-start-1 flex flex-col gap-1 text-xs text-muted-foreground sm:col-start-auto sm:row-start-auto">
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
                      className="col-start-2 row-start-1 justify-self-end sm:col-start-auto sm:row-start-auto"
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
        {copying && (
          <CopyDayPanel kind={kind} sourceDays={sourceDays()} onApply={applyCopy} onClose={() => setCopying(false)} />
        )}
        {copied && !copying && (
          <p role="status" className="text-sm">
            {t('copy.done', {
              from: t(`weekdays.${copied.from}`),
              days: copied.targets.map((day) => t(`weekdays.${day}`)).join(', '),
            })}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => rules.append({ kind, weekday: 1, start: '08:00', end: '12:00' })}>
            <Plus aria-hidden />
            {t('hours.add')}
          </Button>
          {rows.length > 0 && !copying && (
            <Button
              variant="outline"
              onClick={() => {
                setCopied(null);
                setCopying(true);
              }}
            >
              <CopyPlus aria-hidden />
              {t('copy.open')}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
