import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { addDays, isCalendarDay } from '../booking-time';

export type PlanningView = 'day' | 'week';

type PeriodToolbarProps = {
  view: PlanningView;
  day: string;
  today: string;
  onChange: (next: { view: PlanningView; day: string }) => void;
  /** Hide the day/week switch (a screen that only shows one day). */
  dayOnly?: boolean;
};

/** Day or week, previous / today / next, and a date field: the period a planning screen shows. */
export function PeriodToolbar({ view, day, today, onChange, dayOnly = false }: PeriodToolbarProps) {
  const { t } = useTranslation('planning');
  const step = view === 'day' ? 1 : 7;
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-3 sm:flex-row sm:flex-wrap sm:items-end">
      {!dayOnly && (
        <div role="group" aria-label={t('view.legend')} className="flex rounded-md border p-0.5">
          {(['day', 'week'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => onChange({ view: option, day })}
              className={cn(
                'min-h-11 flex-1 rounded px-4 text-sm sm:min-h-9 font-medium focus-visible:outline-2 focus-visible:outline-ring',
                view === option ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
              )}
            >
              {t(`view.${option}`)}
            </button>
          ))}
        </div>
      )}
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={t(view === 'day' ? 'view.previousDay' : 'view.previousWeek')}
          onClick={() => onChange({ view, day: addDays(day, -step) })}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" onClick={() => onChange({ view, day: today })} disabled={day === today}>
          {t('view.today')}
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={t(view === 'day' ? 'view.nextDay' : 'view.nextWeek')}
          onClick={() => onChange({ view, day: addDays(day, step) })}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <div className="flex flex-col gap-1 sm:ml-auto">
        <Label htmlFor="planning-date">{t('view.date')}</Label>
        <Input
          id="planning-date"
          type="date"
          value={day}
          onChange={(event) => {
            if (isCalendarDay(event.target.value)) onChange({ view, day: event.target.value });
          }}
          className="sm:w-44"
        />
      </div>
    </div>
  );
}
