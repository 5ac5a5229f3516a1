import { VISIT_KINDS, type VisitKind } from '@sante/shared/availability-constants';
import { BOOKING_STATUSES, type BookingStatus } from '@sante/shared/booking-constants';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import type { BookingFilters } from '../../planning/api/bookings';
import { isCalendarDay } from '../../planning/booking-time';
import { useDoctorChoices } from '../api/doctors';
import { useCarerName } from '../../../lib/use-carer-name';

const FILTER_NAMES = ['q', 'status', 'kind', 'from', 'to', 'doctor'] as const;
type FilterName = (typeof FILTER_NAMES)[number];

/** The staff list's filters, kept in the address (`?status=pending&from=2026-11-23`); unknown values are ignored. */
export function useBookingFilterParams(fixedKind?: VisitKind) {
  const [params, setParams] = useSearchParams();
  const day = (name: FilterName) => {
    const value = params.get(name);
    return isCalendarDay(value) ? value : '';
  };
  const filters: BookingFilters = {
    status: BOOKING_STATUSES.find((value) => value === params.get('status')) ?? '',
    kind: fixedKind ?? VISIT_KINDS.find((value) => value === params.get('kind')) ?? '',
    from: day('from'),
    to: day('to'),
    doctorId: /^[0-9a-f-]{36}$/i.test(params.get('doctor') ?? '') ? (params.get('doctor') ?? '') : '',
    q: params.get('q') ?? '',
  };
  const setFilter = (name: FilterName, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const reset = () => setParams(new URLSearchParams(), { replace: true });
  return { filters, setFilter, reset, active: FILTER_NAMES.some((name) => params.has(name)) };
}

type BookingFiltersFormProps = ReturnType<typeof useBookingFilterParams> & { showKind: boolean };

/** A search (reference, patient's name or phone), status, kind, date range and doctor: `/admin/consultations`. */
export function BookingFiltersForm({ filters, setFilter, reset, active, showKind }: BookingFiltersFormProps) {
  const { t } = useTranslation('admin');
  const { t: tp } = useTranslation('planning');
  const doctors = useDoctorChoices();
  const carerName = useCarerName();
  return (
    <fieldset className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-7 lg:items-end">
      <legend className="px-1 text-sm font-medium">{t('filters.legend')}</legend>
      <FormField id="filter-q" label={t('filters.search')} className="sm:col-span-2 lg:col-span-1">
        {(control) => (
          <Input
            {...control}
            type="search"
            placeholder={t('filters.searchPlaceholder')}
            value={filters.q}
            onChange={(event) => setFilter('q', event.target.value)}
          />
        )}
      </FormField>
      <FormField id="filter-status" label={t('filters.status')}>
        {(control) => (
          <Select {...control} value={filters.status} onChange={(event) => setFilter('status', event.target.value)}>
            <option value="">{t('filters.all')}</option>
            {BOOKING_STATUSES.map((status: BookingStatus) => (
              <option key={status} value={status}>
                {tp(`statuses.${status}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {showKind && (
        <FormField id="filter-kind" label={t('filters.kind')}>
          {(control) => (
            <Select {...control} value={filters.kind} onChange={(event) => setFilter('kind', event.target.value)}>
              <option value="">{t('filters.all')}</option>
              {VISIT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {tp(`kinds.${kind}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      )}
      <FormField id="filter-from" label={t('filters.from')}>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={filters.from}
            onChange={(event) => setFilter('from', event.target.value)}
          />
        )}
      </FormField>
      <FormField id="filter-to" label={t('filters.to')}>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={filters.to}
            onChange={(event) => setFilter('to', event.target.value)}
          />
        )}
      </FormField>
      <FormField id="filter-doctor" label={t('filters.doctor')}>
        {(control) => (
          <Select {...control} value={filters.doctorId} onChange={(event) => setFilter('doctor', event.target.value)}>
            <option value="">{t('filters.all')}</option>
            {(doctors.data ?? []).map((doctor) => (
              <option key={doctor.id} value={doctor.id}>
                {carerName(doctor)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <Button variant="ghost" onClick={reset} disabled={!active}>
        {t('filters.reset')}
      </Button>
    </fieldset>
  );
}
