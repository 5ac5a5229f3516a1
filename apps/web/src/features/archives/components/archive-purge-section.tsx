import { doualaToday } from '@sante/shared/calendar-date';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { formatDay } from '../../../lib/format';
import { useArchivePurge } from '../api/archives';
import { useArchiveTitle } from './archive-card';

/**
 * What the next yearly purge will remove (past retention, not on legal hold), so that staff can put a document on
 * hold before it runs; from a month before the run, it says so.
 */
export function ArchivePurgeSection() {
  const { t, i18n } = useTranslation('archives');
  const purge = useArchivePurge();
  const titleOf = useArchiveTitle();
  return (
    <section aria-labelledby="archives-purge" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <h2 id="archives-purge" className="text-lg font-semibold">
        {t('purge.title')}
      </h2>
      {purge.isPending && <Spinner label={t('purge.loading')} />}
      {purge.isError && (
        <QueryError error={purge.error} onRetry={() => void purge.refetch()} retrying={purge.isFetching}>
          {t('purge.loadError')}
        </QueryError>
      )}
      {purge.isSuccess && (
        <>
          <p className="text-sm">
            {t('purge.when', {
              date: formatDay(doualaToday(new Date(purge.data.runsAt)), i18n.language),
              count: purge.data.documents.length,
            })}
          </p>
          <p className="text-sm text-muted-foreground">{t('purge.rule')}</p>
          {purge.data.soon && purge.data.documents.length > 0 && <Alert>{t('purge.soon')}</Alert>}
          {purge.data.documents.length > 0 && (
            <ul className="flex flex-col divide-y text-sm">
              {purge.data.documents.map((document) => (
                <li key={`${document.source}-${document.id}`} className="flex flex-wrap justify-between gap-x-3 py-2">
                  <span className="break-words">
                    <span className="font-medium">{titleOf(document)}</span> · {t(`sources.${document.source}`)} ·{' '}
                    {document.owner.firstName} {document.owner.lastName}
                  </span>
                  {document.retainUntil && (
                    <span className="text-muted-foreground">
                      {t('retainUntil', { date: formatDay(document.retainUntil, i18n.language) })}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {purge.data.truncated && <Alert>{t('purge.truncated')}</Alert>}
        </>
      )}
    </section>
  );
}
