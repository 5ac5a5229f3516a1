import { carerName } from '@sante/shared/carer-name';
import { doualaToday } from '@sante/shared/calendar-date';
import { CLOCK_RULES } from '@sante/shared/clock-constants';
import { Download, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { clockStatsCsvUrl, useClockStats } from '../api/clock';
import { formatDuration } from '../lib/clock-time';
import './register-clock-catalogues';

/**
 * `/admin/badgeage/stats` (ADR 036): per carer and month, hours worked and planned, lateness, overtime, home
 * visits done against scheduled, anomalies still to handle; the same figures as a CSV.
 */
export function ClockStatsPage() {
  const { t, i18n } = useTranslation('clock');
  const { t: tc } = useTranslation();
  const language = i18n.language;
  const [month, setMonth] = useState(() => doualaToday().slice(0, 7));
  const stats = useClockStats(month);
  const rows = stats.data?.rows ?? [];
  const hours = (minutes: number) => formatDuration(minutes, language);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{tc('routes.adminClockInStats.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('stats.description')}</p>
      </header>
      <div className="flex flex-wrap items-end gap-3">
        <FormField id="stats-month" label={t('stats.month')}>
          {(control) => (
            <Input
              {...control}
              type="month"
              className="w-44"
              value={month}
              max={doualaToday().slice(0, 7)}
              onChange={(event) => event.target.value && setMonth(event.target.value)}
            />
          )}
        </FormField>
        <Button asChild>
          <a href={clockStatsCsvUrl(month)} download={`badgeage-${month}.csv`}>
            <Download aria-hidden="true" />
            {t('stats.csv')}
          </a>
        </Button>
        <Button asChild variant="outline">
          <Link to="/admin/badgeage">
            <ListChecks aria-hidden="true" />
            {t('stats.dayLink')}
          </Link>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{t('stats.note', { grace: CLOCK_RULES.lateGraceMinutes })}</p>
      {stats.isPending && <Spinner label={tc('common.loading')} />}
      {stats.isError && !stats.data && (
        <QueryError error={stats.error} onRetry={() => void stats.refetch()} retrying={stats.isFetching}>
          {t('stats.loadError')}
        </QueryError>
      )}
      {stats.data && rows.length === 0 && <Alert>{t('stats.empty')}</Alert>}
      {rows.length > 0 && (
        <div
          className="overflow-x-auto rounded-xl border bg-card"
          tabIndex={0}
          role="region"
          aria-labelledby="stats-caption"
        >
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption id="stats-caption" className="sr-only">
              {tc('routes.adminClockInStats.title')} · {month}
            </caption>
            <thead className="border-b bg-muted/50">
              <tr>
                {(['carer', 'days', 'worked', 'planned', 'late', 'overtime', 'visits', 'anomalies'] as const).map(
                  (column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-medium">
                      {t(`stats.columns.${column}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="divide-y">
              {rows.map((row) => (
                <tr key={row.carer.id}>
                  <th scope="row" className="px-3 py-2 font-medium">
                    {carerName(row.carer, language)}
                    {row.carer.city && (
                      <span className="block text-xs font-normal text-muted-foreground">{row.carer.city}</span>
                    )}
                  </th>
                  <td className="px-3 py-2">{row.daysWorked}</td>
                  <td className="px-3 py-2">{hours(row.workedMinutes)}</td>
                  <td className="px-3 py-2">{hours(row.plannedMinutes)}</td>
                  <td className="px-3 py-2">
                    {row.lateCount === 0
                      ? '0'
                      : t('stats.lateValue', { count: row.lateCount, minutes: row.lateMinutes })}
                  </td>
                  <td className="px-3 py-2">{hours(row.overtimeMinutes)}</td>
                  <td className="px-3 py-2">
                    {row.visitsDone} / {row.visitsScheduled}
                  </td>
                  <td className="px-3 py-2">{row.anomalies}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
