import { AVAILABILITY_LIMITS, DAY_PERIODS, type FreeSlot, type VisitKind } from '@sante/shared/availability-constants';
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
};

/**
 * The next 7 days and the free slots of the chosen one, grouped Matin / Après-midi / Soir (Douala time, the
 * API's labels). Rendered only in the browser (today is the phone's today in Douala).
 */
export function SlotPicker({ kind, doctorId, city, selected, onSelect }: SlotPickerProps) {
  const { t, i18n } = useTranslation('booking');
  const [days] = useState(() => nextDays(doualaToday(), AVAILABILITY_LIMITS.defaultSlotDays));
  const [day, setDay] = useState(() => (selected ? doualaDayOf(selected, days) : days[0]) ?? '');
  const doctorSlots = useDoctorSlots(doctorId, kind, days[0] ?? '', days.length);
  const firstAvailable = useFirstAvailable(doctorId === null, kind, day, city);
  const query = doctorId === null ? firstAvailable : doctorSlots;
  const periods =
    doctorId === null
      ? firstAvailable.data?.date === day
        ? firstAvailable.data
        : undefined
      : doctorSlots.data?.days.find((entry) => entry.date === day);
  const nextFree = doctorId === null ? firstAvailable.data?.date : null;
  const empty = !periods || DAY_PERIODS.every((period) => periods[period].length === 0);

  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label={t('slot.days')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {days.map((value) => {
          const label = shortDayLabel(value, i18n.language);
          return (
            <button
              key={value}
              type="button"
              aria-pressed={value === day}
              onClick={() => setDay(value)}
              className={cn(
                'flex min-w-16 flex-col items-center rounded-lg border bg-card px-2 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                value === day && 'border-primary bg-primary text-primary-foreground',
              )}
            >
              <span className="capitalize">{label.weekday}</span>
              <span className="font-semibold">{label.date}</span>
            </button>
          );
        })}
      </div>
      {query.isPending && query.fetchStatus !== 'idle' && <Spinner label={t('slot.loading')} className="py-6" />}
      {query.isError && (
        <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {query.isSuccess && empty && (
        <Alert>
          {t('slot.none')}
          {nextFree && nextFree !== day && days.includes(nextFree) && (
            <button type="button" className="ml-1 font-medium text-primary underline" onClick={() => setDay(nextFree)}>
              {t('slot.nextFree', { day: shortDayLabel(nextFree, i18n.language).date })}
            </button>
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
                      'h-10 w-full rounded-md border bg-card text-sm font-medium tabular-nums hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
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

/** The Douala day of a chosen slot, if it is among the days shown. */
function doualaDayOf(startsAt: string, days: readonly string[]): string | undefined {
  const day = doualaToday(new Date(startsAt));
  return days.includes(day) ? day : days[0];
}
