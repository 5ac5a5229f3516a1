import type { DashboardVisit } from '@sante/shared/doctor-dashboard';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { formatFcfa } from '../../../lib/format-money';
import { UnreadMessagesLink } from '../../conversations/components/unread-messages-link';
import { useDoctorDashboard } from '../api/doctor-dashboard';
import './register-doctor-dashboard-catalogue';

function Figure({ label, value, to }: { label: string; value: string; to: string }) {
  return (
    <Link to={to} className="flex min-h-11 flex-col gap-1 rounded-xl border bg-card p-4 hover:border-primary">
      <span className="text-sm text-muted-foreground">{label}</span>
      <span className="text-2xl font-semibold">{value}</span>
    </Link>
  );
}

function Visits({ visits, empty }: { visits: DashboardVisit[]; empty: string }) {
  const { t, i18n } = useTranslation('doctorDashboard');
  if (visits.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="flex flex-col divide-y">
      {visits.map((visit) => (
        <li key={visit.id} className="flex flex-col py-2 text-sm">
          <span className="font-medium">
            {formatDateTime(new Date(visit.startsAt), i18n.language)} · {visit.patient.firstName}{' '}
            {visit.patient.lastName}
          </span>
          <span className="text-muted-foreground">
            {t(`kinds.${visit.kind}`)} · {visit.reference}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The figures on `/dashboard-medecin` (ADR 039, unread messages ADR 052), with the empty states a new doctor sees. */
export function DoctorDashboardFigures() {
  const { t } = useTranslation('doctorDashboard');
  const figures = useDoctorDashboard();
  if (figures.isPending) return <Spinner label={t('loading')} />;
  if (figures.isError)
    return (
      <QueryError error={figures.error} onRetry={() => void figures.refetch()} retrying={figures.isFetching}>
        {t('loadError')}
      </QueryError>
    );
  const data = figures.data;
  return (
    <section aria-labelledby="doctor-figures" className="flex flex-col gap-4">
      <h2 id="doctor-figures" className="sr-only">
        {t('title')}
      </h2>
      <UnreadMessagesLink to="/dashboard-medecin/messagerie" />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label={t('today')} value={String(data.today.length)} to="/dashboard-medecin/planning" />
        <Figure
          label={t('tasksDue', { count: data.openTasks })}
          value={String(data.tasksDue)}
          to="/dashboard-medecin/taches"
        />
        <Figure label={t('results')} value={String(data.resultsToReview)} to="/dashboard-medecin/taches" />
        <Figure label={t('earnings')} value={formatFcfa(data.month.shareXaf)} to="/dashboard-medecin/factures" />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="doctor-today" className="flex flex-col gap-2 rounded-xl border bg-card p-4">
          <h3 id="doctor-today" className="font-semibold">
            {t('todayTitle')}
          </h3>
          <Visits visits={data.today} empty={t('noVisitToday')} />
        </section>
        <section aria-labelledby="doctor-next" className="flex flex-col gap-2 rounded-xl border bg-card p-4">
          <h3 id="doctor-next" className="font-semibold">
            {t('nextTitle')}
          </h3>
          <Visits visits={data.next} empty={t('noNextVisit')} />
          {data.today.length + data.next.length === 0 && (
            <Link
              to="/dashboard-medecin/disponibilites"
              className="inline-flex min-h-11 w-fit items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('openHours')}
            </Link>
          )}
        </section>
      </div>
    </section>
  );
}
