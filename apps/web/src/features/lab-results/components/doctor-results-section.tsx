import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePatientResults, useReleaseResult } from '../api/lab-results';
import { LabResultCard } from './lab-result-card';
import './register-results-catalogue';

/** The results of a patient in the carer's record; the reviewing doctor releases one to the patient. */
export function DoctorResultsSection({ patientId, viewerId }: { patientId: string; viewerId: string | null }) {
  const { t, i18n } = useTranslation('results');
  const results = usePatientResults(patientId);
  const release = useReleaseResult(patientId);
  if (results.isPending) return <Spinner label={t('loading')} />;
  if (results.isError)
    return (
      <QueryError error={results.error} onRetry={() => void results.refetch()} retrying={results.isFetching}>
        {t('loadError')}
      </QueryError>
    );
  if (results.data.length === 0) return <p className="text-sm text-muted-foreground">{t('doctor.empty')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {results.data.map((result) => (
        <li key={result.id}>
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
                {t('doctor.notReleased', {
                  date: formatDateTime(new Date(result.visibleFrom), i18n.language),
                })}
              </p>
            )}
          </LabResultCard>
        </li>
      ))}
    </ul>
  );
}
