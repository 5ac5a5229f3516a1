import type { BookingStatus, BookingView } from '@sante/shared/booking-constants';
import type { VisitKind } from '@sante/shared/availability-constants';
import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import fr from '../../../locales/fr/dashboard.json';
import { registerCatalogues } from '../../../lib/register-catalogues';
import { useBookingUpdates } from '../../../lib/realtime';
import { BOOKINGS_POLL_MS, useMyBookings, useRefreshBookings } from '../../booking/api/bookings';
import { BookingCard } from '../../booking/components/booking-card';
import { consultationOrder } from '../lib/consultation-order';
import { VisitReview } from './visit-review';

registerCatalogues('dashboard', { fr, en: () => import('../../../locales/en/dashboard.json') });

const CONSULTATION_TYPES = ['home', 'cabinet', 'video'] as const;
const CONSULTATION_STATUSES = ['upcoming', 'completed', 'cancelled'] as const;

const KIND_OF_TYPE: Record<(typeof CONSULTATION_TYPES)[number], VisitKind> = {
  home: 'home_visit',
  cabinet: 'cabinet',
  video: 'teleconsultation',
};
const STATUSES_OF: Record<(typeof CONSULTATION_STATUSES)[number], readonly BookingStatus[]> = {
  upcoming: ['pending', 'confirmed'],
  completed: ['completed'],
  cancelled: ['cancelled'],
};

type Filter = 'type' | 'status';

/**
 * `/patient/consultations`: the patient's bookings (`GET /api/bookings`), filtered by type and status (kept in
 * the address), with their status and tracking step, updated live (pushes; every 10 s while the channel is
 * down); Annuler / Reporter while the booking may still be changed.
 */
export function ConsultationsPage() {
  const { t } = useTranslation('dashboard');
  const [params, setParams] = useSearchParams();
  const type = CONSULTATION_TYPES.find((value) => value === params.get('type'));
  const status = CONSULTATION_STATUSES.find((value) => value === params.get('status'));
  const filters = { type: type ?? '', status: status ?? '' };
  const refresh = useRefreshBookings();
  const live = useBookingUpdates(() => void refresh());
  const bookings = useMyBookings({ kind: type && KIND_OF_TYPE[type] }, live.connected ? false : BOOKINGS_POLL_MS);
  const shown: BookingView[] = consultationOrder(
    (bookings.data ?? []).filter((booking) => !status || STATUSES_OF[status].includes(booking.status)),
  );
  const setFilter = (name: Filter, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{t('consultations.title')}</h1>
        <p className="text-muted-foreground">{t('consultations.description')}</p>
      </header>
      <fieldset className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium">{t('consultations.filters.legend')}</legend>
        <FormField id="consultation-type" label={t('consultations.filters.type')}>
          {(control) => (
            <Select {...control} value={filters.type} onChange={(event) => setFilter('type', event.target.value)}>
              <option value="">{t('consultations.filters.all')}</option>
              {CONSULTATION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`consultations.filters.types.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="consultation-status" label={t('consultations.filters.status')}>
          {(control) => (
            <Select {...control} value={filters.status} onChange={(event) => setFilter('status', event.target.value)}>
              <option value="">{t('consultations.filters.all')}</option>
              {CONSULTATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`consultations.filters.statuses.${status}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </fieldset>
      {bookings.isPending && <Spinner label={t('consultations.loading')} className="py-8" />}
      {bookings.isError && (
        <QueryError error={bookings.error} onRetry={() => void bookings.refetch()} retrying={bookings.isFetching} />
      )}
      {bookings.isSuccess && shown.length === 0 && (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 text-center">
            <ClipboardList aria-hidden="true" className="size-10 text-muted-foreground" />
            <p className="font-medium">{t('consultations.empty')}</p>
            <p className="text-sm text-muted-foreground">{t('consultations.emptyHint')}</p>
            <Link to="/appointment-type" className={buttonVariants()}>
              {t('consultations.book')}
            </Link>
          </CardContent>
        </Card>
      )}
      {shown.length > 0 && (
        <>
          <Link to="/appointment-type" className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
            {t('consultations.book')}
          </Link>
          <ul className="flex flex-col gap-4">
            {shown.map((booking) => (
              <li key={booking.id} className="flex flex-col gap-2">
                <BookingCard booking={booking} />
                {booking.status === 'completed' && <VisitReview booking={booking} />}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
