import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { formatDay } from '../../../lib/format';
import { formatFcfa } from '../../../lib/format-money';
import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/admin-dashboard.json';
import { useUnreadCount } from '../../conversations/hooks/use-unread-count';
import { useAdminDashboard } from '../api/admin-dashboard';

registerCatalogues('adminDashboard', { fr, en: () => import('../../../locales/en/admin-dashboard.json') });

function Figure({ to, label, value, detail }: { to: string; label: string; value: ReactNode; detail?: string }) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full flex-col gap-1 rounded-xl border bg-card p-4 transition-colors hover:border-primary"
      >
        <span className="text-sm text-muted-foreground">{label}</span>
        <span className="text-2xl font-semibold tabular-nums">{value}</span>
        {detail && <span className="text-xs text-muted-foreground">{detail}</span>}
      </Link>
    </li>
  );
}

/**
 * The day's figures on `/admin/dashboard`, each leading to the screen that acts on it: today's bookings, unpaid
 * upcoming ones, refunds due, money collected, carers to verify, new patients, unread team messages.
 */
export function AdminDashboardFigures() {
  const { t, i18n } = useTranslation('adminDashboard');
  const { t: tc } = useTranslation();
  const figures = useAdminDashboard();
  // Live: a message to the team or a colleague's read moves it (the conversations' channel).
  const unread = useUnreadCount();
  if (figures.isPending) return <Spinner label={tc('common.loading')} />;
  if (figures.isError) return <Alert variant="destructive">{t('loadError')}</Alert>;
  const data = figures.data;
  const bookings = data.bookingsToday;
  const total = bookings.pending + bookings.confirmed + bookings.completed + bookings.cancelled;
  return (
    <section aria-labelledby="figures-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="figures-title" className="text-lg font-semibold">
          {t('title')}
        </h2>
        <p className="text-xs text-muted-foreground">{t('updated', { date: formatDay(data.today, i18n.language) })}</p>
      </div>
      <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <Figure
          to={`/admin/consultations?from=${data.today}&to=${data.today}`}
          label={t('bookingsToday')}
          value={total}
          detail={t('bookingsBreakdown', bookings)}
        />
        <Figure to="/admin/consultations" label={t('unpaid')} value={data.unpaidUpcoming} />
        <Figure to="/admin/paiements?refundDue=true" label={t('refundsDue')} value={data.refundsDue} />
        <Figure
          to="/admin/paiements?status=succeeded"
          label={t('revenueToday')}
          value={formatFcfa(data.revenueTodayXaf)}
        />
        <Figure
          to="/admin/paiements?status=succeeded"
          label={t('revenueMonth')}
          value={formatFcfa(data.revenueMonthXaf)}
        />
        <Figure
          to="/admin/medecins?status=pending_verification"
          label={t('carersActive')}
          value={data.carers.active}
          detail={t('carersBreakdown', { pending: data.carers.pending_verification, suspended: data.carers.suspended })}
        />
        <Figure to="/admin/utilisateurs?role=patient" label={t('newPatients')} value={data.newPatientsToday} />
        <Figure to="/admin/messagerie" label={t('unread')} value={unread ?? '—'} />
      </ul>
    </section>
  );
}
