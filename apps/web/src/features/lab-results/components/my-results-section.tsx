import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { Spinner } from '../../../components/ui/spinner';
import { useMyResults } from '../api/lab-results';
import { LabResultCard } from './lab-result-card';
import './register-results-catalogue';

/** `/patient/dossier?section=resultats`: my lab results, once my doctor released them or 48 h after they came. */
export function MyResultsSection() {
  const { t } = useTranslation('results');
  const results = useMyResults();
  if (results.isPending) return <Spinner label={t('loading')} />;
  if (results.isError)
    return (
      <QueryError error={results.error} onRetry={() => void results.refetch()} retrying={results.isFetching}>
        {t('loadError')}
      </QueryError>
    );
  if (results.data.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-6 text-center">
        <FlaskConical aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-medium">{t('patient.emptyTitle')}</p>
        <p className="text-sm text-muted-foreground">{t('patient.emptyText')}</p>
      </div>
    );
  return (
    <ul className="flex flex-col gap-3">
      {results.data.map((result) => (
        <li key={result.id}>
          <LabResultCard result={result} patientId={null} />
        </li>
      ))}
    </ul>
  );
}
