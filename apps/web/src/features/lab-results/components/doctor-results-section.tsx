import type { LabResultView } from '@sante/shared/lab-result-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePatientResults, useReleaseResult } from '../api/lab-results';
import { LabResultCard } from './lab-result-card';
import './register-results-catalogue';

type Props = {
  patientId: string;
  viewerId: string | null;
  /** The newest results, from the record's summary (no request of their own). */
  recent: LabResultView[];
  /** How many results the patient has, and how many with a value out of range. */
  total: number;
  abnormal: number;
};

/**
 * The results of a patient in the carer's record: the newest ones from the summary, then, on demand, all of them a
 * page at a time (a patient may have hundreds). The reviewing doctor releases one to the patient.
 */
export function DoctorResultsSection({ patientId, viewerId, recent, total, abnormal }: Props) {
  const { t } = useTranslation('results');
  const [showAll, setShowAll] = useState(false);
  const pages = usePatientResults(patientId, showAll);
  const results = showAll && pages.data ? pages.data.pages.flatMap((page) => page.results) : recent;
  if (total === 0) return <p className="text-sm text-muted-foreground">{t('doctor.empty')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className={`text-sm ${abnormal > 0 ? 'font-semibold text-destructive' : 'text-muted-foreground'}`}>
        {t(abnormal > 0 ? 'doctor.countsAbnormal' : 'doctor.counts', { count: total, abnormal })}
      </p>
      <ul className="flex flex-col gap-3">
        {results.map((result) => (
          <li key={result.id}>
            <ResultItem result={result} patientId={patientId} viewerId={viewerId} />
          </li>
        ))}
      </ul>
      {pages.isError && (
        <QueryError error={pages.error} onRetry={() => void pages.refetch()} retrying={pages.isFetching}>
          {t('loadError')}
        </QueryError>
      )}
      {!showAll && total > recent.length && (
        <Button variant="outline" className="self-start" onClick={() => setShowAll(true)}>
          {t('doctor.all', { count: total })}
        </Button>
      )}
      {showAll && (pages.isPending || pages.isFetchingNextPage) && <Spinner label={t('loading')} />}
      {showAll && pages.hasNextPage && !pages.isFetchingNextPage && (
        <Button variant="outline" className="self-start" onClick={() => void pages.fetchNextPage()}>
          {t('doctor.more')}
        </Button>
      )}
    </div>
  );
}

function ResultItem({
  result,
  patientId,
  viewerId,
}: {
  result: LabResultView;
  patientId: string;
  viewerId: string | null;
}) {
  const { t, i18n } = useTranslation('results');
  const release = useReleaseResult(patientId);
  return (
    <LabResultCard result={result} patientId={patientId}>
      {result.releasedAt ? (
        <p className="text-sm text-muted-foreground">
          {t('doctor.released', { date: formatDateTime(new Date(result.releasedAt), i18n.language) })}
        </p>
      ) : result.doctor?.id === viewerId ? (
        <Button
          size="sm"
          disabled={release.isPending}
          onClick={() =>
            release.mutate(result.id, {
              onSuccess: () => notifySuccess(t('doctor.releasedNow')),
              onError: () => notifyError(t('doctor.releaseError')),
            })
          }
        >
          {t('doctor.release')}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">
          {t('doctor.notReleased', { date: formatDateTime(new Date(result.visibleFrom), i18n.language) })}
        </p>
      )}
    </LabResultCard>
  );
}
