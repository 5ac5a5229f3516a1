import type { VisitKind } from '@sante/shared/availability-constants';
import { mayAct } from '@sante/shared/staff-permissions';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { registerCatalogues } from '../../../lib/register-catalogues';
import frAdmin from '../../../locales/fr/admin.json';
import frPlanning from '../../../locales/fr/planning.json';
import { useSession } from '../../auth/api/session';
import { useBookings } from '../../planning/api/bookings';
import { AdminBookingsList } from './admin-bookings-list';
import { BookingFiltersForm, useBookingFilterParams } from './booking-filters';
import { EmergencyAccessReview } from './emergency-access-review';
import { SuspiciousHolds } from './suspicious-holds';

registerCatalogues('planning', { fr: frPlanning, en: () => import('../../../locales/en/planning.json') });
registerCatalogues('admin', { fr: frAdmin, en: () => import('../../../locales/en/admin.json') });

/**
 * `/admin/consultations` (every booking) and `/admin/suivi-rdv-cabinet` (`kind="cabinet"`): filters, then confirm,
 * cancel, assign or reassign, and the details with the history of each booking; for admin and super_admin, the
 * emergency accesses to records to review and the suspicious holds below.
 */
export function AdminConsultationsPage({ kind }: { kind?: VisitKind }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { t: tp } = useTranslation('planning');
  const filterParams = useBookingFilterParams(kind);
  // Those to come first (soonest first), then the past ones (most recent first).
  const bookings = useBookings({ ...filterParams.filters, order: 'upcoming' });
  const screen = kind === 'cabinet' ? 'cabinet' : 'consultations';
  const role = useSession().data?.user.role ?? null;
  /** The server answers the suspicious holds as the permission table says (admin, super_admin; ADR 023). */
  const seesHolds = screen === 'consultations' && mayAct(role, 'bookings.release_holds', 'holds');
  /** The emergency accesses to records, for those allowed to review them (ADR 031). */
  const seesEmergencyAccesses =
    screen === 'consultations' && mayAct(role, 'emergency_accesses.review', 'emergency_accesses');
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{t(`${screen}.title`)}</h1>
        <p className="text-sm text-muted-foreground">{t(`${screen}.description`)}</p>
      </header>
      {seesEmergencyAccesses && <EmergencyAccessReview />}
      {seesHolds && <SuspiciousHolds />}
      <BookingFiltersForm {...filterParams} showKind={kind === undefined} />
      {bookings.isPending && <Spinner label={tc('common.loading')} />}
      {bookings.isError && <Alert variant="destructive">{t('loadError')}</Alert>}
      {bookings.isSuccess && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {tp('view.count', { count: bookings.data.length })}
        </p>
      )}
      {bookings.isSuccess && bookings.data.length === 0 && <Alert>{t('empty')}</Alert>}
      {bookings.isSuccess && bookings.data.length > 0 && <AdminBookingsList bookings={bookings.data} />}
      <p className="text-xs text-muted-foreground">{tp('liveHint')}</p>
    </div>
  );
}
