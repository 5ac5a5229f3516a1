import { doualaToday } from '@sante/shared/calendar-date';
import { useSearchParams } from 'react-router';
import { isCalendarDay, weekOf } from '../booking-time';
import type { PlanningView } from './period-toolbar';

/**
 * The period a planning screen shows, kept in its address (`?vue=semaine&date=2026-11-23`) so that a reload
 * or a shared link opens the same day. Defaults: today in Douala, day view.
 */
export function usePeriodParams(defaultView: PlanningView = 'day') {
  const [params, setParams] = useSearchParams();
  const today = doualaToday();
  const asked = params.get('vue');
  const view: PlanningView = asked === 'semaine' ? 'week' : asked === 'jour' ? 'day' : defaultView;
  const date = params.get('date');
  const day = isCalendarDay(date) ? date : today;
  const days = view === 'day' ? [day] : weekOf(day);
  const setPeriod = (next: { view: PlanningView; day: string }) => {
    const updated = new URLSearchParams(params);
    updated.set('vue', next.view === 'week' ? 'semaine' : 'jour');
    updated.set('date', next.day);
    setParams(updated, { replace: true });
  };
  return { view, day, today, days, from: days[0] ?? day, to: days[days.length - 1] ?? day, setPeriod };
}
