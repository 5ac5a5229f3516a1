import {
  AVAILABILITY_LIMITS,
  DAY_PERIODS,
  type DayPeriod,
  type FreeSlot,
  type VisitKind,
} from '@sante/shared/availability-constants';
import { doualaToday } from '@sante/shared/calendar-date';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useDoctorSlots, useFirstAvailable } from '../api/bookings';
import { nextDays, shortDayLabel } from '../lib/booking-days';
import './register-booking-catalogues';

type SlotPickerProps = {
  kind: VisitKind;
  /** Null: any doctor of the city ("Premier disponible"). */
  doctorId: string | null;
  city: string;
  selected: string | null;
  onSelect: (slot: FreeSlot) => void;
  /** Offered when the chosen carer has no free slot in the days shown: book with "Premier disponible" instead. */
  onFirstAvailable?: () => void;
};

const hasSlots = (day: Record<DayPeriod, FreeSlot[]> | undefined) =>
  day !== undefined && DAY_PERIODS.some((period) => day[period].length > 0);

/**
 * The next 7 days and the free slots of the chosen one, grouped Matin / Après-midi / Soir (Douala time, the
 * API's labels). Days known to have no free slot are drawn apart (and say so to screen readers); an empty day
 * offers the next free one, or "Premier disponible" when the carer has none in the week. Rendered only in the
 * browser (today is the phone's today in Douala).
 */
export function SlotPicker({ kind, doctorId, city, selected, onSelect, onFirstAvailable }: SlotPickerProps) {
  const { t, i18n } = useTranslation('booking');
  const [days] = useState(() => nextDays(doualaToday(), AVAILABILITY_LIMITS.defaultSlotDays));
  const [day, setDay] = useState(() => (selected ? doualaDayOf(selected, days) : days[0]) ?? '');
  const anyDoctor = doctorId === null;
  const doctorSlots = useDoctorSlots(doctorId, kind, days[0] ?? '', days.length);
  const firstAvailable = useFirstAvailable(anyDoctor, kind, day, city);
  // From the first day shown: which days of the week have a free slot (the same request when day is the first).
  const firstOfWeek = useFirstAvailable(anyDoctor, kind, days[0] ?? '', city);
  const query = anyDoctor ? firstAvailable : doctorSlots;
  const periods = anyDoctor
    ? firstAvailable.data?.date === day
      ? firstAvailable.data
      : undefined
    : doctorSlots.data?.days.find((entry) => entry.date === day);
  const emptyDays = new Set<string>();
  if (anyDoctor) {
    // Each answer tells, for every day from the one asked up to `checkedThrough`, whether it has a free slot.
    for (const answer of [firstOfWeek.data, firstAvailable.data]) {
      if (!answer) continue;
      const asked = answer === firstOfWeek.data ? (days[0] ?? '') : day;
      for (const value of days) {
        if (value >= asked && value <= answer.checkedThrough && !answer.freeDates.includes(value)) emptyDays.add(value);
      }
    }
  } else {
    for (const entry of doctorSlots.data?.days ?? []) if (!hasSlots(entry)) emptyDays.add(entry.date);
  }
  const nextFree = anyDoctor
    ? firstAvailable.data?.date
    : (days.find((value) => value > day && !emptyDays.has(value)) ?? days.find((value) => !emptyDays.has(value)));
  const empty = !hasSlots(periods);

  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label={t('slot.days')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {days.map((value) => {
          const label = shortDayLabel(value, i18n.language);
          const full = emptyDays.has(value);
          return (
            <button
              key={value}
              type="button"
              aria-pressed={value === day}
              onClick={() => setDay(value)}
              className={cn(
                'flex min-h-11 min-w-16 flex-col items-center rounded-lg border bg-card px-2 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                full && 'border-dashed bg-muted text-muted-foreground',
                value === day && 'border-primary bg-primary text-primary-foreground',
              )}
            >
              <span className="capitalize">{label.weekday}</span>
              <span className={cn('font-semibold', full && 'line-through')}>{label.date}</span>
              {full && <span className="sr-only">{t('slot.noneDay')}</span>}
            </button>
          );
        })}
      </div>
      {query.isPending && query.fetchStatus !== 'idle' && <Spinner label={t('slot.loading')} className="py-6" />}
      {query.isError && (
        <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {query.isSuccess && empty && (
        <Alert className="flex flex-col items-start gap-2">
          <span>{t('slot.none')}</span>
          {nextFree && nextFree !== day && days.includes(nextFree) ? (
            <button type="button" className="font-medium text-primary underline" onClick={() => setDay(nextFree)}>
              {t('slot.nextFree', { day: dayName(nextFree, i18n.language) })}
            </button>
          ) : (
            !anyDoctor &&
            onFirstAvailable && (
              <>
                <span>{t('slot.noneThisWeek')}</span>
                <button type="button" className="font-medium text-primary underline" onClick={onFirstAvailable}>
                  {t('slot.firstAvailable')}
                </button>
              </>
            )
          )}
        </Alert>
      )}
      {periods &&
        DAY_PERIODS.filter((period) => periods[period].length > 0).map((period) => (
          <section key={period} className="flex flex-col gap-2" aria-labelledby={`period-${period}`}>
            <h2 id={`period-${period}`} className="text-sm font-semibold">
              {t(`slot.periods.${period}`)}
            </h2>
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
              {periods[period].map((slot) => (
                <li key={`${slot.startsAt}`}>
                  <button
                    type="button"
                    aria-pressed={slot.startsAt === selected}
                    onClick={() => onSelect(slot)}
                    className={cn(
                      'h-11 w-full rounded-md border bg-card text-sm font-medium tabular-nums hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                      slot.startsAt === selected && 'border-primary bg-primary text-primary-foreground',
                    )}
                  >
                    {slot.label}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}

/** "mer. 3 déc." */
function dayName(value: string, language: string): string {
  const label = shortDayLabel(value, language);
  return `${label.weekday} ${label.date}`;
}

/** The Douala day of a chosen slot, if it is among the days shown. */
function doualaDayOf(startsAt: string, days: readonly string[]): string | undefined {
  const day = doualaToday(new Date(startsAt));
  return days.includes(day) ? day : days[0];
}
