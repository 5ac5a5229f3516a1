import { carerName } from '@sante/shared/carer-name';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { useProcedureAcknowledgements } from '../api/protocols';

/** Staff: which active carers have read the published version of a procedure (« lu et compris »), and who has not. */
export function ProcedureAcknowledgementsPanel({ protocolId }: { protocolId: string }) {
  const { t, i18n } = useTranslation('procedures');
  const readers = useProcedureAcknowledgements(protocolId);
  if (readers.isPending) return <Spinner label={t('readers.title')} />;
  if (readers.isError)
    return (
      <QueryError error={readers.error} onRetry={() => void readers.refetch()} retrying={readers.isFetching}>
        {t('readers.loadError')}
      </QueryError>
    );
  const { version, pending, acknowledged } = readers.data;
  return (
    <section aria-label={t('readers.title')} className="flex flex-col gap-3 rounded-lg border p-3 text-sm">
      <h3 className="font-semibold">{t('readers.heading', { version: version ?? 0 })}</h3>
      <div className="flex flex-col gap-1">
        <h4 className="font-medium text-destructive">{t('readers.pending', { count: pending.length })}</h4>
        {pending.length > 0 && (
          <ul className="list-disc pl-5">
            {pending.map((carer) => (
              <li key={carer.carerId}>{carerName(carer, i18n.language)}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <h4 className="font-medium">{t('readers.acknowledged', { count: acknowledged.length })}</h4>
        {acknowledged.length > 0 && (
          <ul className="list-disc pl-5">
            {acknowledged.map((carer) => (
              <li key={carer.carerId}>
                {t('readers.acknowledgedBy', {
                  name: carerName(carer, i18n.language),
                  date: formatDateTime(new Date(carer.acknowledgedAt), i18n.language),
                })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
