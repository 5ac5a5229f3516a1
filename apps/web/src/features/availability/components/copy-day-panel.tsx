import { WEEKDAYS, type VisitKind, type Weekday } from '@sante/shared/availability-constants';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';

type CopyDayPanelProps = {
  kind: VisitKind;
  /** Days that have ranges of this kind: the possible sources. */
  sourceDays: readonly Weekday[];
  onApply: (from: Weekday, targets: Weekday[]) => void;
  onClose: () => void;
};

/** « Appliquer à plusieurs jours »: one day's ranges copied to the days ticked (kept in the form until saved). */
export function CopyDayPanel({ kind, sourceDays, onApply, onClose }: CopyDayPanelProps) {
  const { t } = useTranslation('availability');
  const id = useId();
  const [from, setFrom] = useState<Weekday>(sourceDays[0] ?? 1);
  const [targets, setTargets] = useState<readonly Weekday[]>([]);
  const toggle = (day: Weekday, checked: boolean) =>
    setTargets((current) => (checked ? [...current, day] : current.filter((other) => other !== day)));
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">{t('copy.title', { kind: t(`visitKinds.${kind}`) })}</legend>
      <FormField id={`${id}-from`} label={t('copy.from')} className="max-w-48">
        {(control) => (
          <Select
            {...control}
            value={from}
            onChange={(event) => {
              const day = WEEKDAYS.find((weekday) => weekday === Number(event.target.value));
              if (day) setFrom(day);
            }}
          >
            {sourceDays.map((day) => (
              <option key={day} value={day}>
                {t(`weekdays.${day}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium">{t('copy.to')}</legend>
        <ul className="grid grid-cols-2 gap-x-4 sm:grid-cols-4">
          {WEEKDAYS.filter((day) => day !== from).map((day) => (
            <li key={day}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                <Checkbox checked={targets.includes(day)} onChange={(event) => toggle(day, event.target.checked)} />
                {t(`weekdays.${day}`)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="text-xs text-muted-foreground">{t('copy.hint')}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={!targets.some((day) => day !== from)}
          onClick={() =>
            onApply(
              from,
              targets.filter((day) => day !== from),
            )
          }
        >
          {t('copy.apply')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('copy.cancel')}
        </Button>
      </div>
    </fieldset>
  );
}
