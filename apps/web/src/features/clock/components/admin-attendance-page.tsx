import { carerName } from '@sante/shared/carer-name';
import { doualaToday } from '@sante/shared/calendar-date';
import type { AttendanceEntry } from '@sante/shared/clock-constants';
import { mayAct } from '@sante/shared/staff-permissions';
import { BarChart3 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../auth/api/session';
import { useAttendance } from '../api/clock';
import { formatClockTime } from '../lib/clock-time';
import { OutcomeBadge } from './clock-event-line';
import { ReviewForm } from './review-form';
import './register-clock-catalogues';

const osmLink = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;

/**
 * `/admin/badgeage` (ADR 036): the day's clock-ins and visit check-ins, who, when and where, with their anomalies
 * (outside the radius, no position, late, clock-out missing, sent later). Staff allowed `attendance.correct`
 * approve or correct each with a reason; the others read.
 */
export function AdminAttendancePage() {
  const { t } = useTranslation('clock');
  const { t: tc } = useTranslation();
  const role = useSession().data?.user.role ?? null;
  const corrects = mayAct(role, 'attendance.correct', 'attendance');
  const [date, setDate] = useState(() => doualaToday());
  const [onlyAnomalies, setOnlyAnomalies] = useState(false);
  const attendance = useAttendance(date);
  const entries = (attendance.data?.entries ?? []).filter(
    (entry) => !onlyAnomalies || (entry.anomalies.length > 0 && entry.review === null),
  );

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{tc('routes.adminClockIn.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('admin.description')}</p>
      </header>
      <div className="flex flex-wrap items-end gap-4">
        <FormField id="attendance-date" label={t('admin.date')}>
          {(control) => (
            <Input
              {...control}
              type="date"
              className="w-44"
              value={date}
              max={doualaToday()}
              onChange={(event) => event.target.value && setDate(event.target.value)}
            />
          )}
        </FormField>
        <FormField id="attendance-anomalies" label={t('admin.onlyAnomalies')} inline>
          {(control) => (
            <Checkbox
              {...control}
              checked={onlyAnomalies}
              onChange={(event) => setOnlyAnomalies(event.target.checked)}
            />
          )}
        </FormField>
        <Button asChild variant="outline" className="sm:ml-auto">
          <Link to="/admin/badgeage/stats">
            <BarChart3 aria-hidden="true" />
            {t('admin.statsLink')}
          </Link>
        </Button>
      </div>
      {!corrects && <p className="text-sm text-muted-foreground">{t('admin.readOnly')}</p>}
      {attendance.isPending && <Spinner label={tc('common.loading')} />}
      {attendance.isError && !attendance.data && (
        <QueryError error={attendance.error} onRetry={() => void attendance.refetch()} retrying={attendance.isFetching}>
          {t('admin.loadError')}
        </QueryError>
      )}
      {attendance.data && entries.length === 0 && (
        <Alert>{onlyAnomalies ? t('admin.emptyAnomalies') : t('admin.empty')}</Alert>
      )}
      {entries.length > 0 && (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('admin.count', { count: entries.length })}
          </p>
          <ul className="grid gap-3 md:grid-cols-2">
            {entries.map((entry) => (
              <AttendanceItem key={entry.id} entry={entry} date={date} corrects={corrects} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function AttendanceItem({ entry, date, corrects }: { entry: AttendanceEntry; date: string; corrects: boolean }) {
  const { t, i18n } = useTranslation('clock');
  const language = i18n.language;
  const [reviewing, setReviewing] = useState(false);
  const open = entry.anomalies.length > 0 && entry.review === null;
  // Outside the zone and no position are the outcome's badge already.
  const others = entry.anomalies.filter((anomaly) => anomaly !== 'outside' && anomaly !== 'no_position');
  const headingId = `entry-${entry.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className={`flex flex-col gap-2 rounded-xl border bg-card p-4 text-sm ${open ? 'border-notice/60' : ''}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-semibold">
          {carerName(entry.carer, language)}
        </h2>
        <span className="text-muted-foreground">{entry.carer.city}</span>
      </div>
      <p>
        <span className="font-medium">{t(`kinds.${entry.kind}`)}</span> · {formatClockTime(entry.effectiveAt, language)}
        {entry.bookingReference && <> · {t('admin.booking', { reference: entry.bookingReference })}</>}
      </p>
      <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
        <OutcomeBadge event={entry} />
        {entry.distanceM !== null && <span>{t('admin.where', { distance: entry.distanceM })}</span>}
        {entry.accuracyM !== null && <span>{t('accuracy', { accuracy: entry.accuracyM })}</span>}
      </p>
      {entry.offline && (
        <p className="text-muted-foreground">
          {t('admin.times', {
            device: formatClockTime(entry.deviceAt, language),
            server: formatClockTime(entry.serverAt, language),
          })}
        </p>
      )}
      {entry.latitude !== null && entry.longitude !== null && (
        <a
          className="min-h-11 content-center self-start text-primary underline underline-offset-4"
          href={osmLink(entry.latitude, entry.longitude)}
          target="_blank"
          rel="noreferrer"
        >
          {t('admin.map')}
        </a>
      )}
      {others.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('admin.anomaliesLabel')}>
          {others.map((anomaly) => (
            <li
              key={anomaly}
              className="rounded-full border border-notice/60 bg-notice/10 px-2 py-0.5 text-xs font-medium"
            >
              {t(`admin.anomalies.${anomaly}`)}
            </li>
          ))}
        </ul>
      )}
      {entry.review && (
        <p className="text-muted-foreground">
          {t(`admin.reviewed.${entry.review.decision}`, { reason: entry.review.reason })}
        </p>
      )}
      {open && corrects && !reviewing && (
        <Button variant="outline" className="self-start" onClick={() => setReviewing(true)}>
          {t('admin.review.open')}
        </Button>
      )}
      {reviewing && <ReviewForm entry={entry} date={date} onDone={() => setReviewing(false)} />}
    </li>
  );
}
